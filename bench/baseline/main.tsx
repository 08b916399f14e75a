/**
 * The baseline `npm run perf` compares every page with (issue 19): a one-page, client-rendered
 * phone + SMS-code form on the same stack as the app (React, TanStack Router, Query and Form,
 * ofetch, valibot, Chakra's defaultSystem), with no prerender: it paints nothing until its
 * JavaScript has run. Built by scripts/measure/perf.ts into bench/baseline/dist and served at
 * /bench/ beside the app; never shipped.
 */
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Box, Button, ChakraProvider, defaultSystem, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { useForm } from '@tanstack/react-form'
import { ofetch } from 'ofetch'
import * as v from 'valibot'

const Phone = v.pipe(v.string(), v.regex(/^1\d{10}$/, '请输入正确的手机号'))
const Code = v.pipe(v.string(), v.regex(/^\d{6}$/, '请输入6位验证码'))
const Answer = v.looseObject({ code: v.number(), msg: v.optional(v.string(), '') })

function sendCode(mobile: string) {
  return ofetch('/home/api/sendVerificationCode', { method: 'POST', body: { mobile, area_code: '86' } }).then((a) => v.parse(Answer, a))
}

function LoginForm() {
  const [message, setMessage] = useState('')
  const send = useMutation({ mutationFn: sendCode, onSuccess: (a) => setMessage(a.msg) })
  const form = useForm({
    defaultValues: { phone: '', code: '' },
    validators: { onSubmit: v.object({ phone: Phone, code: Code }) },
    onSubmit: () => setMessage('登录请求已提交'),
  })
  return (
    <Box maxW="sm" mx="auto" mt="16" p="6" bg="white" borderWidth="1px" borderRadius="lg">
      <Heading as="h1" size="lg" mb="4">
        手机号登录
      </Heading>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <Stack gap="3">
          <form.Field name="phone">
            {(field) => (
              <Input
                aria-label="手机号"
                placeholder="请输入手机号"
                inputMode="numeric"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            )}
          </form.Field>
          <HStack>
            <form.Field name="code">
              {(field) => (
                <Input
                  aria-label="验证码"
                  placeholder="请输入短信验证码"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              )}
            </form.Field>
            <Button
              type="button"
              variant="outline"
              loading={send.isPending}
              onClick={() => {
                const phone = form.getFieldValue('phone')
                if (v.is(Phone, phone)) send.mutate(phone)
                else setMessage('请输入正确的手机号')
              }}
            >
              获取验证码
            </Button>
          </HStack>
          <Button type="submit" colorPalette="orange">
            登录
          </Button>
          <Text role="status" fontSize="sm">
            {message}
          </Text>
        </Stack>
      </form>
    </Box>
  )
}

const router = createRouter({ routeTree: createRootRoute({ component: LoginForm }), basepath: '/bench' })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
)
