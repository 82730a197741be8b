import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MAX_SEARCH_LENGTH } from "~/schemas/search-limits";
import { useUrlValue } from "~/ui/common/use-url-value";

/**
 * A GET form to /search (a plain form submission without JavaScript): a labelled box holding `q`,
 * then `children` (the submit button, hidden fields). The box follows the URL when a link or Back
 * changes the search.
 */
export function SearchForm(props: {
  id: string;
  formLabel: string;
  boxLabel: string;
  q: string;
  placeholder: string;
  className: string;
  boxClassName: string;
  children: ReactNode;
}) {
  const box = useUrlValue(props.q);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={props.formLabel}
      className={props.className}
    >
      <label htmlFor={props.id} className="sr-only">
        {props.boxLabel}
      </label>
      <input
        ref={box}
        id={props.id}
        type="search"
        name="q"
        defaultValue={props.q}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={props.placeholder}
        className={props.boxClassName}
      />
      {props.children}
    </Form>
  );
}
