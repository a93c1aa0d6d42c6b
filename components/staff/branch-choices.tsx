import type { UseFormRegisterReturn } from "react-hook-form";

export interface BranchName {
  id: number;
  name: string;
}

/** The branches an account works at, as checkboxes (values are branch ids, as the staff API takes them). */
export function BranchChoices({ legend, branches, register, error, errorId }: { legend: string; branches: BranchName[]; register: UseFormRegisterReturn; error?: string; errorId: string }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {branches.map((branch) => (
          <label key={branch.id} className="chip">
            <input type="checkbox" value={String(branch.id)} {...register} />
            {branch.name}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
