// Données de démonstration : aucune API n'est appelée, les relevés sont simulés par ville.

export type Condition = "soleil" | "nuages" | "pluie" | "vent";

export type TemperatureUnit = "celsius" | "fahrenheit";

export interface DayForecast {
  /** Jour abrégé, par exemple « lun. » */
  day: string;
  condition: Condition;
  /** Températures en °C */
  max: number;
  min: number;
  /** Probabilité de pluie, en % */
  rain: number;
}

export interface CityWeather {
  city: string;
  /** Température actuelle en °C */
  temperature: number;
  /** Température ressentie en °C */
  feelsLike: number;
  condition: Condition;
  /** Humidité relative, en % */
  humidity: number;
  /** Vent moyen, en km/h */
  wind: number;
  forecast: DayForecast[];
}

type Releve = Omit<CityWeather, "city" | "forecast"> & {
  previsions: Array<Omit<DayForecast, "day">>;
};

const RELEVES: Record<string, Releve> = {
  Paris: {
    temperature: 18, feelsLike: 17, condition: "nuages", humidity: 64, wind: 14,
    previsions: [
      { condition: "nuages", max: 19, min: 11, rain: 20 },
      { condition: "pluie", max: 16, min: 10, rain: 70 },
      { condition: "pluie", max: 15, min: 9, rain: 80 },
      { condition: "nuages", max: 17, min: 10, rain: 30 },
      { condition: "soleil", max: 21, min: 12, rain: 5 },
    ],
  },
  Lyon: {
    temperature: 21, feelsLike: 21, condition: "soleil", humidity: 52, wind: 9,
    previsions: [
      { condition: "soleil", max: 23, min: 12, rain: 5 },
      { condition: "soleil", max: 24, min: 13, rain: 0 },
      { condition: "nuages", max: 21, min: 13, rain: 25 },
      { condition: "pluie", max: 18, min: 12, rain: 65 },
      { condition: "nuages", max: 20, min: 11, rain: 20 },
    ],
  },
  Marseille: {
    temperature: 24, feelsLike: 23, condition: "vent", humidity: 45, wind: 48,
    previsions: [
      { condition: "vent", max: 24, min: 16, rain: 0 },
      { condition: "vent", max: 23, min: 15, rain: 5 },
      { condition: "soleil", max: 26, min: 17, rain: 0 },
      { condition: "soleil", max: 27, min: 18, rain: 0 },
      { condition: "nuages", max: 25, min: 17, rain: 10 },
    ],
  },
  Lille: {
    temperature: 14, feelsLike: 12, condition: "pluie", humidity: 82, wind: 22,
    previsions: [
      { condition: "pluie", max: 15, min: 9, rain: 85 },
      { condition: "pluie", max: 14, min: 8, rain: 75 },
      { condition: "nuages", max: 16, min: 9, rain: 40 },
      { condition: "vent", max: 15, min: 8, rain: 35 },
      { condition: "nuages", max: 17, min: 10, rain: 25 },
    ],
  },
  Bordeaux: {
    temperature: 20, feelsLike: 20, condition: "nuages", humidity: 60, wind: 12,
    previsions: [
      { condition: "soleil", max: 22, min: 12, rain: 10 },
      { condition: "nuages", max: 21, min: 13, rain: 30 },
      { condition: "pluie", max: 18, min: 12, rain: 70 },
      { condition: "nuages", max: 20, min: 12, rain: 25 },
      { condition: "soleil", max: 23, min: 13, rain: 5 },
    ],
  },
  Nantes: {
    temperature: 17, feelsLike: 16, condition: "pluie", humidity: 76, wind: 19,
    previsions: [
      { condition: "pluie", max: 17, min: 10, rain: 60 },
      { condition: "nuages", max: 18, min: 11, rain: 35 },
      { condition: "vent", max: 17, min: 11, rain: 30 },
      { condition: "soleil", max: 20, min: 11, rain: 10 },
      { condition: "soleil", max: 21, min: 12, rain: 5 },
    ],
  },
  Strasbourg: {
    temperature: 16, feelsLike: 15, condition: "nuages", humidity: 68, wind: 8,
    previsions: [
      { condition: "nuages", max: 18, min: 9, rain: 30 },
      { condition: "pluie", max: 16, min: 9, rain: 75 },
      { condition: "nuages", max: 17, min: 8, rain: 40 },
      { condition: "soleil", max: 20, min: 9, rain: 10 },
      { condition: "soleil", max: 22, min: 11, rain: 5 },
    ],
  },
  Toulouse: {
    temperature: 23, feelsLike: 24, condition: "soleil", humidity: 48, wind: 16,
    previsions: [
      { condition: "soleil", max: 25, min: 14, rain: 0 },
      { condition: "vent", max: 24, min: 14, rain: 10 },
      { condition: "nuages", max: 22, min: 14, rain: 30 },
      { condition: "soleil", max: 25, min: 15, rain: 5 },
      { condition: "soleil", max: 26, min: 15, rain: 0 },
    ],
  },
  Nice: {
    temperature: 25, feelsLike: 26, condition: "soleil", humidity: 58, wind: 11,
    previsions: [
      { condition: "soleil", max: 26, min: 19, rain: 0 },
      { condition: "soleil", max: 27, min: 19, rain: 0 },
      { condition: "nuages", max: 25, min: 18, rain: 15 },
      { condition: "pluie", max: 22, min: 17, rain: 60 },
      { condition: "soleil", max: 25, min: 18, rain: 5 },
    ],
  },
  Brest: {
    temperature: 13, feelsLike: 10, condition: "vent", humidity: 84, wind: 41,
    previsions: [
      { condition: "vent", max: 14, min: 9, rain: 50 },
      { condition: "pluie", max: 13, min: 9, rain: 90 },
      { condition: "pluie", max: 14, min: 10, rain: 80 },
      { condition: "nuages", max: 15, min: 10, rain: 40 },
      { condition: "vent", max: 15, min: 11, rain: 35 },
    ],
  },
};

export const CITIES: string[] = Object.keys(RELEVES);

/** Convertit une température en °C vers l'unité demandée, arrondie et suivie de son symbole. */
export function toUnit(celsius: number, unit: TemperatureUnit | string = "celsius"): string {
  if (unit === "fahrenheit") return `${Math.round((celsius * 9) / 5 + 32)}°F`;
  return `${Math.round(celsius)}°C`;
}

/** Les cinq prochains jours, abrégés en français (« mar. », « mer. »…). */
function nextDays(count: number): string[] {
  const format = new Intl.DateTimeFormat("fr-FR", { weekday: "short" });
  const today = new Date();
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(today);
    date.setDate(today.getDate() + i + 1);
    return format.format(date);
  });
}

/** Météo simulée d'une ville (Paris si la ville est inconnue), après un court délai comme une vraie API. */
export async function getWeather(city: string): Promise<CityWeather> {
  const name = city in RELEVES ? city : "Paris";
  const { previsions, ...actuel } = RELEVES[name];
  const days = nextDays(previsions.length);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    city: name,
    ...actuel,
    forecast: previsions.map((p, i) => ({ day: days[i], ...p })),
  };
}
