import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { changePasswordBodySchema, newPasswordSchema, registerBodySchema } from './auth';

/**
 * What a new password must be (OWASP ASVS 5.0 V6.2): at least 8 characters and up to 200 (long
 * passphrases welcome, no composition rules: newPasswordSchema), and not easy to guess: zxcvbn-ts
 * with its common list (passwords from breaches, English words, names) and its Brazilian Portuguese
 * one (words, names, surnames, Wikipedia), beside the product's own words and the person's email and
 * name. Anything it would crack in under 10^8 guesses (score 0 to 2: common or breached passwords,
 * a word with digits, keyboard walks, repeats, dates) is refused, with its Portuguese reason.
 *
 * The dictionaries (a few MB) are imported on first use: the server loads them once, and the web
 * only on the pages that choose a password, when one is first checked.
 */
export const PASSWORD_MIN_SCORE = 3;

/** The product's own words: a password made of them is a guess any attacker tries first. */
const PRODUCT_WORDS = ['hub', 'recrutamento', 'conselho', 'backoffice', 'back-office', 'administrador', 'admin'];

type Checker = { check: (password: string, userInputs?: (string | number)[]) => { score: number; feedback: { warning: string | null; suggestions: string[] } } };

let checker: Promise<Checker> | undefined;
const loadChecker = (): Promise<Checker> =>
  (checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-pt-br')]).then(
    ([core, common, ptBr]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...ptBr.dictionary },
        graphs: common.adjacencyGraphs,
        translations: ptBr.translations,
      }),
  ));

/**
 * Why a password would be easy to guess, in Portuguese, or null when it is not. `context` is what an
 * attacker knows of the person (the email, the name): a password built from it is refused too.
 */
export const passwordWeakness = async (password: string, context: string[] = []): Promise<string | null> => {
  const words = [
    ...PRODUCT_WORDS,
    ...context.flatMap((item) => [item.toLowerCase(), ...item.toLowerCase().split(/[\s@._-]+/)]).filter((word) => word.length >= 3),
  ];
  const { score, feedback } = (await loadChecker()).check(password, words);
  if (score >= PASSWORD_MIN_SCORE) return null;
  const reason = feedback.warning ?? feedback.suggestions[0] ?? 'Use uma frase com palavras pouco comuns.';
  return `${AUTH_MESSAGES.passwordWeak}. ${reason}`;
};

/** A new password that is also hard to guess; its check is asynchronous (parseAsync, the forms' resolver). */
export const strongPasswordSchema = newPasswordSchema.superRefine(async (password, context) => {
  const weakness = await passwordWeakness(password);
  if (weakness) context.addIssue({ code: 'custom', message: weakness });
});

/** Web forms that choose a new password ask for it twice. */
const confirmation = { password: strongPasswordSchema, passwordConfirmation: z.string() };
const samePasswords = (value: { password: string; passwordConfirmation: string }) => value.password === value.passwordConfirmation;
const passwordsDifferIssue = { error: AUTH_MESSAGES.passwordsDiffer, path: ['passwordConfirmation'] };

/** The reset link's and the invitation's form: the new password twice. */
export const newPasswordFormSchema = z.object(confirmation).refine(samePasswords, passwordsDifferIssue);

/** One's own password change: the current one, then a different new one twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: changePasswordBodySchema.shape.currentPassword, ...confirmation })
  .refine(samePasswords, passwordsDifferIssue)
  .refine((value) => value.password !== value.currentPassword, { error: AUTH_MESSAGES.passwordSameAsCurrent, path: ['password'] });

/** The first administrator's registration form. */
export const registerFormSchema = registerBodySchema.extend({ password: strongPasswordSchema });
