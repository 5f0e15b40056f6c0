import { z } from 'zod';

// zod's own messages (a number where a text is expected, an unknown key…) reach people on both sides: in French.
// Imported once by each entry (the server's validation, the web app's main.tsx) before any schema is checked.
z.config(z.locales.fr());
// zod 4 probes `new Function('')` to compile faster object parsers; the app's CSP (script-src without
// 'unsafe-eval') refuses it and the browser logs a violation on every page. Parse without it, on both sides.
z.config({ jitless: true });
