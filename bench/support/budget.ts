// Budgets for the benchmarks (bench/README.md): each figure next to its limit, then one summary line.
// Benchmarks print — they never fail the run on a budget (the exit code stays 0), so a busy machine
// cannot break a build; the summary line is what a reader (or a grep) checks.

export interface Budget {
  /** What is measured, e.g. `home JavaScript (gzip)`. */
  label: string;
  /** The figure; `undefined` when it could not be measured (counts as a failure). */
  value: number | undefined;
  /** The limit the figure must stay under (`max`) or reach (`min`). */
  limit: number;
  kind: 'max' | 'min';
  unit: string;
  /** An aspiration printed next to the limit (not judged), e.g. an 80 kB goal for JavaScript. */
  goal?: number;
  /** Decimals for value and limit (0 unless told). */
  digits?: number;
}

const withinBudget = (budget: Budget): boolean =>
  budget.value !== undefined && (budget.kind === 'max' ? budget.value <= budget.limit : budget.value >= budget.limit);

/** Prints the budget table and a `Budgets <name>: PASS|FAIL …` line; returns whether all passed. */
export function printBudgets(name: string, budgets: readonly Budget[], note = ''): boolean {
  const labelWidth = Math.max(...budgets.map((budget) => budget.label.length), 10);
  const format = (value: number | undefined, budget: Budget) =>
    value === undefined ? '–' : `${value.toFixed(budget.digits ?? 0)}${budget.unit ? ` ${budget.unit}` : ''}`;
  console.log(`Budgets — ${name}${note ? ` (${note})` : ''}:`);
  for (const budget of budgets) {
    const sign = budget.kind === 'max' ? '≤' : '≥';
    const goal =
      budget.goal === undefined
        ? ''
        : `  (goal ${sign} ${format(budget.goal, budget)}${budget.value !== undefined && withinBudget({ ...budget, limit: budget.goal }) ? ', met' : ''})`;
    const verdict = withinBudget(budget) ? 'pass' : 'FAIL';
    console.log(
      `  ${verdict}  ${budget.label.padEnd(labelWidth)} ${format(budget.value, budget).padStart(12)}   ${sign} ${format(budget.limit, budget)}${goal}`,
    );
  }
  const failed = budgets.filter((budget) => !withinBudget(budget));
  const summary =
    failed.length === 0
      ? `PASS (${budgets.length}/${budgets.length} within budget)`
      : `FAIL (${failed.length} of ${budgets.length} outside budget: ${failed.map((budget) => budget.label).join(', ')})`;
  console.log(`Budgets ${name}: ${summary}`);
  return failed.length === 0;
}
