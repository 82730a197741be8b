import { Modal } from "~/ui/common/modal";

/** Shown when a guest tries something that needs an account (e.g. submitting or voting). */
export function AuthRequiredDialog({
  open,
  onClose,
  message,
}: {
  open: boolean;
  onClose: () => void;
  message: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Authentication Required" className="max-w-sm">
      <p className="mb-6 text-slate-600 dark:text-slate-300">{message}</p>
      <div className="flex justify-end gap-2">
        <a href="/auth" className="btn-secondary">
          Sign In
        </a>
        <button type="button" className="btn-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
