// framer-motion's element animation on the Web Animations API (its `dom/mini`: opacity and transform, all an
// entrance moves), in a chunk of its own loaded on demand by the entrances (./Entrance.tsx).
export { animate } from 'framer-motion/dom/mini'
