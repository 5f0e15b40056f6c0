import { motion } from "framer-motion";

const RADIUS = 120;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export const TimerRing = ({ progress, label }: { progress: number; label: string }) => (
  <div className="relative flex h-72 w-72 items-center justify-center">
    <svg className="absolute inset-0 -rotate-90" viewBox="0 0 260 260">
      <circle cx="130" cy="130" r={RADIUS} className="fill-none stroke-muted" strokeWidth="10" />
      <motion.circle
        cx="130"
        cy="130"
        r={RADIUS}
        className="fill-none stroke-primary"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        animate={{ strokeDashoffset: CIRCUMFERENCE * (1 - progress) }}
        transition={{ ease: "linear", duration: 0.9 }}
      />
    </svg>
    <motion.span
      key={label}
      initial={{ scale: 0.9, opacity: 0.4 }}
      animate={{ scale: 1, opacity: 1 }}
      className="timer-digits font-mono text-6xl font-bold tabular-nums"
    >
      {label}
    </motion.span>
  </div>
);
