import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { formIntent, runPageIntent } from "~/http/page-intents.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { submitTournament } from "~/models/tournament.server";
import { tournamentSubmissionSchema } from "~/schemas/tournament";
import { SubmissionForm } from "~/ui/tournaments/submission-form";

export const meta: MetaFunction = () => [
  { title: "Submit a Tournament | Melee Hub" },
  { name: "description", content: "Submit a Super Smash Bros. Melee tournament for review." },
];

// Guests are sent to sign in and come back here.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

// The page twin of POST /api/tournaments/submit: the same domain function.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return runPageIntent(request, user, {
    back: "/submit-tournament",
    // A form with errors is the page again, showing them.
    formErrorStatus: 200,
    intents: {
      // The page's one form, which names no intent.
      default: formIntent({
        form: tournamentSubmissionSchema,
        failure: "Submission Failed",
        refusalInForm: true,
        run: async (actor, tournament) => {
          await submitTournament(actor, tournament);
          return redirectWithToast("/tournaments", {
            title: "Tournament Submitted Successfully!",
            description:
              "Your tournament has been submitted for review. It will appear on the site once approved.",
          });
        },
      }),
    },
  });
}

export default function SubmitTournamentPage() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-extrabold">Submit a Tournament</h1>
      <section className="card" aria-labelledby="tournament-info-title">
        <h2 id="tournament-info-title" className="mb-4 text-xl font-bold">
          Tournament Information
        </h2>
        <aside className="mb-6 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100">
          <p className="mb-1 font-semibold">Submission guidelines</p>
          <ul className="list-disc pl-5">
            <li>Submissions are reviewed before appearing on the site.</li>
            <li>Please make sure all information is accurate.</li>
            <li>Review typically takes 24-48 hours.</li>
          </ul>
        </aside>
        <SubmissionForm lastResult={actionData?.lastResult} />
      </section>
    </div>
  );
}
