import { toast } from 'sonner';
import { credentialsSchema, oauthReturnMessage, signUpSchema } from '@common/auth';
import { promotePendingIdea } from '@/lib/pending-idea';

/**
 * What the sign-in page needs once it is used (a field focused, a button pressed, an outcome to say), loaded then
 * rather than before the page hydrates: zod with its French messages and sonner are ~35 KB gzip that a phone would
 * evaluate before the page answers a tap (Lighthouse's blocking time on `/auth`, issue #20).
 */
export { credentialsSchema, oauthReturnMessage, promotePendingIdea, signUpSchema, toast };
