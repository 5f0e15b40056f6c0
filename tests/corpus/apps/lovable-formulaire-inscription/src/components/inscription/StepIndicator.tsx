import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

const STEPS = ["Identité", "Formule", "Validation"];

export function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="mb-8 flex items-center gap-2">
      {STEPS.map((step, index) => (
        <li key={step} className="flex flex-1 items-center gap-2">
          <span
            className={cn(
              "flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
              index < current && "border-primary bg-primary text-primary-foreground",
              index === current && "border-primary text-primary",
              index > current && "border-muted text-muted-foreground"
            )}
          >
            {index < current ? <Check className="h-4 w-4" /> : index + 1}
          </span>
          <span className={cn("text-sm", index === current ? "font-medium" : "text-muted-foreground")}>{step}</span>
          {index < STEPS.length - 1 && <span className="h-px flex-1 bg-border" />}
        </li>
      ))}
    </ol>
  );
}
