/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_TITLE: string;
  readonly VITE_DEFAULT_CITY: string;
  readonly VITE_TEMPERATURE_UNIT: "celsius" | "fahrenheit";
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
