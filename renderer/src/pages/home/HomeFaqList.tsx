import { Accordion } from '@mantine/core';
import type { FaqItemView } from '../../../../shared/schemas/catalog';

/** The home page's questions, each opening its answer; a chunk of its own, loaded with the questions. */
export function HomeFaqList({ items }: { items: FaqItemView[] }) {
  return (
    <Accordion variant="separated" radius="md">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.q}</Accordion.Control>
          <Accordion.Panel>{item.a}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
