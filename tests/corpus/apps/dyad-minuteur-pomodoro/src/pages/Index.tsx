import { useState } from "react";
import { Pause, Play, RotateCcw } from "lucide-react";
import TomatoIcon from "@/assets/tomato.svg?react";
import { MadeWithDyad } from "@/components/made-with-dyad";
import { TimerRing } from "@/components/TimerRing";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { DURATIONS, usePomodoro, type Phase } from "@/hooks/use-pomodoro";
import { cn } from "@/lib/utils";
import { showSuccess } from "@/utils/toast";

const PHASE_LABELS: Record<Phase, string> = {
  travail: "Concentration",
  pause: "Petite pause",
  "longue-pause": "Longue pause",
};

const format = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

const Index = () => {
  const [notify, setNotify] = useState(true);
  const timer = usePomodoro((phase) => {
    if (notify) showSuccess(phase === "travail" ? "C'est reparti !" : "Bravo, prenez une pause");
  });

  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-red-50 to-white">
      <main className="flex w-full max-w-md flex-1 flex-col items-center gap-8 px-4 py-12">
        <div className="flex items-center gap-3">
          <TomatoIcon className="h-10 w-10 text-primary" aria-hidden />
          <h1 className="text-3xl font-bold">Minuteur Pomodoro</h1>
        </div>

        <div className="flex gap-2 rounded-full bg-muted p-1">
          {(Object.keys(DURATIONS) as Phase[]).map((phase) => (
            <button
              key={phase}
              onClick={() => timer.switchTo(phase)}
              className={cn(
                "rounded-full px-4 py-1.5 text-sm font-medium transition-colors",
                timer.phase === phase ? "bg-background shadow" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {PHASE_LABELS[phase]}
            </button>
          ))}
        </div>

        <TimerRing progress={timer.progress} label={format(timer.remaining)} />

        <div className="flex gap-3">
          <Button size="lg" className="start-button w-36" onClick={timer.toggle}>
            {timer.running ? <Pause /> : <Play />} {timer.running ? "Pause" : "Démarrer"}
          </Button>
          <Button size="lg" variant="outline" onClick={timer.reset} aria-label="Recommencer">
            <RotateCcw />
          </Button>
        </div>

        <Card className="w-full">
          <CardContent className="flex items-center justify-between p-4">
            <div>
              <p className="text-sm text-muted-foreground">Sessions terminées</p>
              <div className="mt-1 flex gap-1">
                {Array.from({ length: Math.max(4, timer.completed) }).map((_, i) => (
                  <TomatoIcon key={i} className={cn("h-5 w-5", i < timer.completed ? "text-primary" : "text-muted")} />
                ))}
              </div>
            </div>
            <div className="flex items-center gap-2">
              <Switch id="notify" checked={notify} onCheckedChange={setNotify} />
              <Label htmlFor="notify">Notifications</Label>
            </div>
          </CardContent>
        </Card>
      </main>
      <MadeWithDyad />
    </div>
  );
};

export default Index;
