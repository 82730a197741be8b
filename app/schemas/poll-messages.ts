// Plain values, no zod: the home page's vote toasts use them without the validation library.
export const POLL_INVALID_TITLE = "Invalid input";
export const POLL_INVALID = "Please provide a question and at least 2 options.";
export const SELECT_OPTION = "Please select an option.";
