import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when mail really leaves the server (SMTP configured). */
  delivers: boolean;
  send: (mail: Mail) => Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail, with its link, is written to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      delivers: false,
      send: async (mail) => {
        options.logger.info(`Email (SMTP non configuré) pour ${mail.to} — ${mail.subject}\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    delivers: true,
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
