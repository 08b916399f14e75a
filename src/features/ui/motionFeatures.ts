// framer-motion's animation features for LazyMotion (src/features/ui/motion.tsx), in a chunk of their own loaded on demand.
export { domAnimation as default } from 'framer-motion'
