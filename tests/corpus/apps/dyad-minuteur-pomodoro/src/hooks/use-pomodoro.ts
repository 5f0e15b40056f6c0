import { useCallback, useEffect, useReducer } from "react";

export type Phase = "travail" | "pause" | "longue-pause";

export const DURATIONS: Record<Phase, number> = {
  travail: 25 * 60,
  pause: 5 * 60,
  "longue-pause": 15 * 60,
};

interface State {
  phase: Phase;
  remaining: number;
  running: boolean;
  completed: number;
}

type Action =
  | { type: "tick" }
  | { type: "toggle" }
  | { type: "reset" }
  | { type: "switch"; phase: Phase };

const STORAGE_KEY = "pomodoro-completed";

function nextPhase(state: State): State {
  if (state.phase === "travail") {
    const completed = state.completed + 1;
    const phase: Phase = completed % 4 === 0 ? "longue-pause" : "pause";
    return { phase, remaining: DURATIONS[phase], running: false, completed };
  }
  return { ...state, phase: "travail", remaining: DURATIONS.travail, running: false };
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "tick":
      if (!state.running) return state;
      return state.remaining <= 1 ? nextPhase(state) : { ...state, remaining: state.remaining - 1 };
    case "toggle":
      return { ...state, running: !state.running };
    case "reset":
      return { ...state, remaining: DURATIONS[state.phase], running: false };
    case "switch":
      return { ...state, phase: action.phase, remaining: DURATIONS[action.phase], running: false };
  }
}

export function usePomodoro(onPhaseEnd: (finished: Phase) => void) {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    phase: "travail" as Phase,
    remaining: DURATIONS.travail,
    running: false,
    completed: Number(localStorage.getItem(STORAGE_KEY) ?? 0),
  }));

  useEffect(() => {
    if (!state.running) return;
    const id = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(id);
  }, [state.running]);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, String(state.completed));
  }, [state.completed]);

  useEffect(() => {
    if (state.remaining === DURATIONS[state.phase] && !state.running && state.completed > 0) onPhaseEnd(state.phase);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  return {
    ...state,
    progress: 1 - state.remaining / DURATIONS[state.phase],
    toggle: useCallback(() => dispatch({ type: "toggle" }), []),
    reset: useCallback(() => dispatch({ type: "reset" }), []),
    switchTo: useCallback((phase: Phase) => dispatch({ type: "switch", phase }), []),
  };
}
