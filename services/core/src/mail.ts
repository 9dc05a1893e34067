import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The last messages sent, newest last (kept in memory, never logged unless `logUnsentMail`). */
  readonly recent: readonly Mail[];
}

/** An address reduced to its domain (`…@example.com`), for logs. */
export const redactEmail = (address: string) => {
  const at = address.lastIndexOf('@');
  return at < 0 ? '…' : `…${address.slice(at)}`;
};

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it, mail cannot reach anyone: by default
 * (the API deployed on its own) a warning says so once at start, and each mail is logged as not sent,
 * with its subject and the recipient's domain only, never its text, since mails carry reset links.
 * `logUnsentMail` writes whole mails to the log instead: for `npm start` on a laptop, where the
 * newcomer reads the reset link there.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  logUnsentMail?: boolean;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const recent: Mail[] = [];
  if (!transport && !options.logUnsentMail) {
    options.log.warn(
      {},
      'SMTP_URL is unset: no mail can be sent, so members cannot receive password reset links. Set SMTP_URL (for example smtp://user:pass@smtp.example.com:587).',
    );
  }
  return {
    recent,
    async send(mail) {
      recent.push(mail);
      if (recent.length > 50) recent.shift();
      if (transport) {
        await transport.sendMail({ from: options.from, ...mail });
      } else if (options.logUnsentMail) {
        options.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      } else {
        const to = redactEmail(mail.to);
        options.log.warn(
          { mail: { to, subject: mail.subject } },
          `mail not sent (SMTP_URL is unset): "${mail.subject}" to ${to}`,
        );
      }
    },
  };
}
