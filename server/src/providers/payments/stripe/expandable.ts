/** The id in a Stripe field that holds an id, or the object itself once expanded. */
export function expandableId(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
