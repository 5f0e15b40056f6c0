/** White-label point: the assistant's brand and the product slug used in routes (/lumi-chat, /lumi-ai). */
export const BRAND = 'Lumi';
export const PRODUCT = 'lumi';
export const SUPPORT_EMAIL = 'support@lumi.local';
