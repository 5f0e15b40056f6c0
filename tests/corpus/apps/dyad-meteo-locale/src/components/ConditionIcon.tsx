import { FaCloud, FaCloudRain, FaSun, FaWind } from "react-icons/fa";
import type { Condition } from "@/data/weather";
import { cn } from "@/lib/utils";

const ICONS = { soleil: FaSun, nuages: FaCloud, pluie: FaCloudRain, vent: FaWind };
const COLORS = { soleil: "text-sunny", nuages: "text-slate-400", pluie: "text-brand", vent: "text-teal-500" };

export const ConditionIcon = ({ condition, className }: { condition: Condition; className?: string }) => {
  const Icon = ICONS[condition];
  return <Icon className={cn(COLORS[condition], className)} aria-label={condition} />;
};
