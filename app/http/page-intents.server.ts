import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { ZodType, ZodTypeDef } from "zod";
import { redirectWithToast } from "~/http/toast.server";
import { isDomainError, type DomainError } from "~/models/domain-error";
import type { PublicUser } from "~/models/user.server";
import type { Toast } from "~/utils/toast";

/**
 * The page twin of `handleApi`: a page's action is a table of intents (the hidden `intent`
 * field of each form; a page with one form gives it as `default`), and this module reads the
 * form, checks it, runs the intent with the page's actor and answers with a redirect and a toast.
 * Every page action with a form goes through it. Adding a button is one entry:
 *
 *   ban: pageIntent({
 *     schema: z.object({ userId }),
 *     failure: "Ban Failed",
 *     run: async (actor, { userId }) => ({ title: "User Banned", ... }),
 *   }),
 *
 * The domain says what went wrong (a DomainError's message); the entry says how the page
 * titles it.
 */

export const INCOMPLETE_FORM = "The form was incomplete. Please try again.";

const INVALID_REQUEST: Toast = {
  title: "Invalid Request",
  description: INCOMPLETE_FORM,
  type: "destructive",
};

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;

/** A Conform form answered back to its page: as typed, with its messages and its alert's title. */
export type FormAnswer = {
  intent: string;
  errorTitle: string;
  lastResult: SubmissionResult<string[]>;
  /** The form's text as it will show, when its Preview button sent it (see `preview`). */
  preview?: string;
};

/** What a page action answers: a response (a redirect), or data for the page (a Conform form back). */
export type PageAnswer<Answer = FormAnswer> = Response | ReturnType<typeof data<Answer>>;

type Wording<Input> = string | ((error: DomainError, input: Input) => string);

type FailureSpec<Input, Title extends Wording<Input> = Wording<Input>> = {
  /** The toast's title. */
  title: Title;
  /** Said instead of the domain's message (where the page words every failure alike). */
  message?: Wording<Input>;
  /** Where the failure toast goes, when not where the intent returns to. */
  to?: (error: DomainError, input: Input, request: Request) => string;
};

/** How the page words a refusal of the domain: a title, or the whole spec. */
type Failure<Input> = string | FailureSpec<Input>;

type Common<Input, Actor, Answer = FormAnswer> = {
  /** Where the toasts go (default: the page's `back`). */
  to?: (input: Input, request: Request) => string;
  /**
   * Runs the intent; answers its success toast, or an answer of its own (a plain redirect, a
   * form answered back).
   */
  run: (actor: Actor, input: Input, request: Request) => Promise<Toast | PageAnswer<Answer>>;
};

export type IntentSpec<Input, Actor = PublicUser, Answer = FormAnswer> = Common<
  Input,
  Actor,
  Answer
> & {
  /** The form's fields; a form that fails them is an invalid request. */
  schema: Schema<Input>;
  failure: Failure<Input>;
};

/**
 * A Conform form: a form that fails `form` is answered back as typed, with its messages, rather
 * than redirected, so the page shows them in place (with or without JavaScript).
 */
export type FormIntentSpec<Fields, Value, Actor = PublicUser> = Common<Fields & Value, Actor> & {
  form: Schema<Value>;
  /** Hidden fields outside the form's own schema (an id, the page to return to). */
  schema?: Schema<Fields>;
  /** Its title is also the title of the form's alert. */
  failure: string | FailureSpec<Fields & Value, string>;
  /** A refusal of the domain is answered in the form too, instead of a toast. */
  refusalInForm?: boolean;
  /** Fields never sent back (passwords). */
  hideFields?: string[];
  /**
   * The form has a Preview button (a `preview` field): a checked form sent with it is answered
   * back as typed, with this rendering of it, instead of running (a preview without JavaScript).
   */
  preview?: (value: Value) => string;
};

type Context = {
  request: Request;
  page: Omit<PageIntents<never>, "intents" | "readForm">;
  intent: string;
};

/** One entry of a page's intent table, typed by its own schema. */
export type PageIntent<Actor = PublicUser, Answer = FormAnswer> = {
  answer: (actor: Actor, form: FormData, context: Context) => Promise<PageAnswer<Answer>>;
};

/** A page's forms; `Answer` is the data its action may answer with (a Conform form's, by default). */
export type PageIntents<Actor = PublicUser, Answer = FormAnswer> = {
  /** The page's address: toasts come back here unless an intent says otherwise. */
  back: string;
  /**
   * The entries, by the `intent` their form sends. A form naming none of them runs `default`
   * when the page has one (a page with a single form needs no intent field).
   */
  intents: Record<string, PageIntent<Actor, Answer>>;
  /**
   * How the page answers a form it cannot act on, given the problems found (default: the
   * 'Invalid Request' toast). A toast is shown on `back`; a response is thrown, so an error
   * status reaches the page's error boundary rather than its action data.
   */
  invalid?: (problems: string[]) => Toast | Response;
  /** The status of a Conform form answered back with errors (default 400). */
  formErrorStatus?: 200 | 400;
  /**
   * Reads the body itself (uploads): null when it is not a form; an answer instead of a form ends
   * the request there.
   */
  readForm?: (request: Request) => Promise<FormData | PageAnswer<Answer> | null>;
};

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The request's form, or null when its body is not one (JSON, text, none, a broken multipart).
 * The server's edge already refuses such bodies on page addresses; reading stays lenient so no
 * caller of this module fails on one.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  if (!FORM_TYPE.test(request.headers.get("Content-Type") ?? "")) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * For a page whose one entry reads the body itself (an upload, read once the entry's own checks
 * pass): nothing is read first, and the entry runs with no fields.
 */
export const bodyReadByIntent = async () => new FormData();

/**
 * Runs the intent the posted form names (or the page's `default`); anything else is an invalid
 * request, never a 500. The actor is whoever the page acts for: a user, or null on a page that
 * guests use.
 */
export async function runPageIntent<Actor, Answer = FormAnswer>(
  request: Request,
  actor: Actor,
  page: PageIntents<Actor, Answer>,
): Promise<PageAnswer<Answer>> {
  let read: FormData | PageAnswer<Answer> | null;
  try {
    read = await (page.readForm ?? readForm)(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    read = null;
  }
  if (read !== null && !(read instanceof FormData)) return read;
  const named = read?.get("intent");
  const intent =
    typeof named === "string" && Object.hasOwn(page.intents, named) ? named : "default";
  if (!read || !Object.hasOwn(page.intents, intent)) {
    return answerInvalid(page, [INCOMPLETE_FORM]);
  }
  return page.intents[intent].answer(actor, read, { request, page, intent });
}

async function answerInvalid(page: Context["page"], problems: string[]) {
  const answer = page.invalid?.(problems) ?? INVALID_REQUEST;
  if (answer instanceof Response) throw answer;
  return redirectWithToast(page.back, answer);
}

function parseFields<T>(schema: Schema<T>, form: FormData) {
  const parsed = schema.safeParse(Object.fromEntries(form));
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, problems: parsed.error.issues.map((issue) => issue.message) };
}

function refusalOf<Input>(failure: Failure<Input>, error: DomainError, input: Input) {
  const spec = typeof failure === "string" ? { title: failure } : failure;
  const word = (wording: Wording<Input>) =>
    typeof wording === "function" ? wording(error, input) : wording;
  return {
    title: word(spec.title),
    description: spec.message ? word(spec.message) : error.message,
    to: spec.to,
  };
}

/** A success toast (a plain object with a title), rather than an answer of the intent's own. */
const isToast = <Answer>(outcome: Toast | PageAnswer<Answer>): outcome is Toast =>
  !(outcome instanceof Response) && "title" in outcome;

/**
 * Runs an intent with its checked input: success answers the handler's toast on `to` (or its
 * own answer); a DomainError answers the page's failure toast, or `refuse` when given.
 */
async function perform<Input, Actor, Answer>(
  entry: Common<Input, Actor, Answer> & { failure: Failure<Input> },
  actor: Actor,
  input: Input,
  { request, page }: Context,
  refuse?: (refusal: { title: string; description?: string }) => PageAnswer<Answer>,
): Promise<PageAnswer<Answer>> {
  const to = entry.to?.(input, request) ?? page.back;
  let outcome: Toast | PageAnswer<Answer>;
  try {
    outcome = await entry.run(actor, input, request);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const refusal = refusalOf(entry.failure, error, input);
    if (refuse) return refuse(refusal);
    return redirectWithToast(refusal.to?.(error, input, request) ?? to, {
      title: refusal.title,
      description: refusal.description,
      type: "destructive",
    });
  }
  return isToast(outcome) ? redirectWithToast(to, outcome) : outcome;
}

/** A button or a small form whose fields are all checked by `schema`. */
export function pageIntent<Input, Actor = PublicUser, Answer = FormAnswer>(
  entry: IntentSpec<Input, Actor, Answer>,
): PageIntent<Actor, Answer> {
  return {
    answer: async (actor, form, context) => {
      const fields = parseFields(entry.schema, form);
      if (!fields.ok) return answerInvalid(context.page, fields.problems);
      return perform(entry, actor, fields.value, context);
    },
  };
}

/** A Conform form answered back to its page, with the alert's title (see FormAnswer). */
export const answerForm = (answer: FormAnswer, status: number) => data<FormAnswer>(answer, status);

/** A Conform form (see FormIntentSpec): the same reading and failures, errors answered back. */
export function formIntent<Fields = unknown, Value = unknown, Actor = PublicUser>(
  entry: FormIntentSpec<Fields, Value, Actor>,
): PageIntent<Actor> {
  return {
    answer: async (actor, form, context) => {
      let hidden = {} as Fields;
      if (entry.schema) {
        const fields = parseFields(entry.schema, form);
        if (!fields.ok) return answerInvalid(context.page, fields.problems);
        hidden = fields.value;
      }
      const submission = parseWithZod(form, { schema: entry.form });
      const errorStatus = context.page.formErrorStatus ?? 400;
      const answer = (
        errorTitle: string,
        lastResult: SubmissionResult<string[]>,
        status: number,
        preview?: string,
      ) =>
        answerForm(
          {
            intent: context.intent,
            errorTitle,
            lastResult,
            ...(preview !== undefined && { preview }),
          },
          status,
        );
      const title = typeof entry.failure === "string" ? entry.failure : entry.failure.title;
      if (submission.status !== "success") {
        // No status: a Conform button (add or remove a list item) asked for the form back.
        const status = submission.status === "error" ? errorStatus : 200;
        return answer(title, submission.reply({ hideFields: entry.hideFields }), status);
      }
      if (entry.preview && form.has("preview")) {
        return answer(title, submission.reply(), 200, entry.preview(submission.value));
      }
      const input = { ...hidden, ...submission.value } as Fields & Value;
      const refuse = entry.refusalInForm
        ? (refusal: { title: string; description?: string }) =>
            answer(
              refusal.title,
              submission.reply({
                formErrors: refusal.description ? [refusal.description] : [],
                hideFields: entry.hideFields,
              }),
              errorStatus,
            )
        : undefined;
      return perform(entry, actor, input, context, refuse);
    },
  };
}
