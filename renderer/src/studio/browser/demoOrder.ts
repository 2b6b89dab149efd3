import type { Language } from '../../../../shared/languages';
import type { ProjectTemplate } from '../../../../shared/schemas/projects';

/**
 * The demo songs in the order a user meets them: those in the interface's language first, and among
 * them those the user may sing (their plan's characters) before the locked ones.
 */
export function orderDemos(
  templates: readonly ProjectTemplate[],
  language: Language,
  allowed: (characterId: string) => boolean,
): ProjectTemplate[] {
  const rank = (template: ProjectTemplate) =>
    (template.language === language ? 0 : 2) + (allowed(template.character_id) ? 0 : 1);
  return [...templates].sort((a, b) => rank(a) - rank(b));
}

/** The demo a new user's first song starts from: one in their language they may sing, else any they may. */
export function firstDemo(
  templates: readonly ProjectTemplate[],
  language: Language,
  allowed: (characterId: string) => boolean,
): ProjectTemplate | undefined {
  return orderDemos(templates, language, allowed).find((template) => allowed(template.character_id));
}
