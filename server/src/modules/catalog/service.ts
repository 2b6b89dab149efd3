import type { Kysely } from 'kysely';
import type { Language } from '../../../../shared/languages';
import { type Currency, DECIMAL_UNITS } from '../../../../shared/money';
import {
  type AddonView,
  type CharacterView,
  type FaqItemView,
  type PlanView,
  PRODUCTS_CACHE_SECONDS,
  type PriceView,
  type ProductsResponse,
} from '../../../../shared/schemas/catalog';
import type { Database } from '../../db/schema';
import { characterMedia } from './media';
import * as repo from './repo';

type Cached<T> = { expiresAt: number; value: Promise<T> };

/** Memoises a loader per key for the product-data cache period. */
function memo<T>(now: () => Date, load: (key: string) => Promise<T>) {
  const entries = new Map<string, Cached<T>>();
  return (key: string): Promise<T> => {
    const at = now().getTime();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > at) return hit.value;
    const value = load(key);
    entries.set(key, { expiresAt: at + PRODUCTS_CACHE_SECONDS * 1000, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

function priceView(row: repo.PriceRow | undefined): PriceView | undefined {
  return row ? { lookup_key: row.lookup_key, unit_amount: { regular: row.regular, current: row.current } } : undefined;
}

export function createCatalogService(db: Kysely<Database>, now: () => Date) {
  async function buildProducts(currency: Currency): Promise<ProductsResponse> {
    const [plans, addons, prices, characters] = await Promise.all([
      repo.listPlans(db),
      repo.listAddons(db),
      repo.listPrices(db, currency),
      repo.listCharacters(db),
    ]);
    const priceOf = (productId: string, period: string) =>
      prices.find((p) => p.product_id === productId && p.period === period);
    const characterById = new Map(characters.map((c) => [c.id, c]));

    const plan: PlanView[] = plans.map((p) => {
      const month = priceView(priceOf(p.id, 'month'));
      const year = priceView(priceOf(p.id, 'year'));
      return {
        text_content_id: p.id,
        text_content: p.text_content,
        trial_days: p.trial_days,
        contact_only: p.contact_only,
        price: { ...(month ? { month } : {}), ...(year ? { year } : {}) },
      };
    });
    const addon: AddonView[] = addons.flatMap((a) => {
      const character = characterById.get(a.character_id);
      const permanent = priceView(priceOf(a.uuid, 'permanent'));
      if (!character || !permanent) return [];
      return [
        {
          uuid: a.uuid,
          text_content_id: character.slug as AddonView['text_content_id'],
          text_content: {
            en: character.text_content.en.name,
            ko: character.text_content.ko.name,
            ja: character.text_content.ja.name,
          },
          instrument_ids: [character.id],
          instrument_tags: character.tags,
          is_free: a.is_free,
          price: { permanent },
        },
      ];
    });
    return { currency, decimal_unit: DECIMAL_UNITS[currency], data: { plan, addon } };
  }

  const productsByCurrency = memo(now, (currency) => buildProducts(currency as Currency));
  const productsJsonByKey = memo(now, async (key) => {
    const [currency, getFree] = key.split(':') as [Currency, string];
    return JSON.stringify(await products(currency, getFree === 'true'));
  });

  /** Plans and add-ons in one currency; the free character only when asked for. */
  async function products(currency: Currency, getFree: boolean): Promise<ProductsResponse> {
    const all = await productsByCurrency(currency);
    return getFree ? all : { ...all, data: { ...all.data, addon: all.data.addon.filter((a) => !a.is_free) } };
  }

  const charactersCache = memo(now, async (): Promise<CharacterView[]> => {
    const [characters, tags] = await Promise.all([repo.listCharacters(db), repo.listTags(db)]);
    const tagById = new Map(tags.map((t) => [t.id, t]));
    return characters.map((c) => ({
      slug: c.slug as CharacterView['slug'],
      id: c.id,
      vendor: c.vendor,
      voice_provider: c.voice_provider,
      color: c.color,
      tags: c.tags.flatMap((id) => {
        const tag = tagById.get(id);
        return tag ? [tag] : [];
      }),
      text_content: c.text_content,
      ...characterMedia(c.slug),
      addon_uuid: c.addon_uuid,
    }));
  });

  const faqCache = memo(now, () => repo.listFaq(db));

  return {
    products,
    /** The same, serialised once per cache period: the hottest call of the site skips per-request serialising. */
    productsJson: (currency: Currency, getFree: boolean) => productsJsonByKey(`${currency}:${getFree}`),
    characters: () => charactersCache('all'),
    async faq(language: Language): Promise<FaqItemView[]> {
      const items = await faqCache('all');
      return items.map((item) => ({ id: item.id, q: item.q[language], a: item.a[language], t: item.t }));
    },
    findCharacterSlug: (id: string) => repo.findCharacterSlug(db, id),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
