/**
 * Whether a file of the build is gone from the server (a deploy replaced the build): a 404 to a
 * HEAD request for it. Any other answer, or none (offline), says nothing of the kind.
 */
export function gone(url: string): Promise<boolean> {
  return fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.status === 404,
    () => false,
  )
}
