import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MapPinIcon } from "@heroicons/react/24/solid";
import { MadeWithDyad } from "@/components/made-with-dyad";
import { CurrentWeather } from "@/components/CurrentWeather";
import { Forecast } from "@/components/Forecast";
import { CITIES, getWeather } from "@/data/weather";
import { showSuccess } from "@/utils/toast";

const APP_TITLE = import.meta.env.VITE_APP_TITLE || "Météo";
const DEFAULT_CITY = import.meta.env.VITE_DEFAULT_CITY || "Paris";

const Index = () => {
  const [city, setCity] = useState(() => localStorage.getItem("meteo-ville") ?? DEFAULT_CITY);
  const { data, isLoading, refetch } = useQuery({ queryKey: ["weather", city], queryFn: () => getWeather(city) });

  const choose = (next: string) => {
    setCity(next);
    localStorage.setItem("meteo-ville", next);
  };

  return (
    <div className="mx-auto flex min-h-screen max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex items-center justify-between">
        <h1 className="text-3xl font-bold text-brand-dark">{APP_TITLE}</h1>
        <label className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 shadow-sm">
          <MapPinIcon className="size-5 text-brand" />
          <select value={city} onChange={(e) => choose(e.target.value)} className="bg-transparent outline-none">
            {CITIES.map((c) => <option key={c}>{c}</option>)}
          </select>
        </label>
      </header>
      {isLoading || !data ? (
        <div className="h-56 animate-pulse rounded-3xl bg-sky-100" />
      ) : (
        <>
          <CurrentWeather weather={data} onRefresh={() => refetch().then(() => showSuccess("Prévisions actualisées"))} />
          <h2 className="text-lg font-semibold">Les 5 prochains jours</h2>
          <Forecast days={data.forecast} />
        </>
      )}
      <MadeWithDyad />
    </div>
  );
};

export default Index;
