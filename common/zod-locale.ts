import { z } from 'zod';

// zod's own messages (a number where a text is expected, an unknown key…) reach people on both sides: in French.
// Imported once by each entry (the server's validation, the web app's main.tsx) before any schema is checked.
z.config(z.locales.fr());
