import { Table, Text, Title } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './PricingPage.module.css';

type Cell = string | boolean;

/** The plan comparison of spec section 9. */
export function PlanTable() {
  const { t } = useTranslation('pricing');
  const rows: Array<{ key: string; cells: [Cell, Cell, Cell, Cell] }> = [
    { key: 'characters', cells: ['1', t('table.all'), t('table.purchased'), t('table.custom')] },
    { key: 'projects', cells: ['10', '1,000', '50', t('table.custom')] },
    { key: 'tracks', cells: ['8', t('table.unlimited'), t('table.unlimited'), t('table.custom')] },
    { key: 'voiceTools', cells: [false, true, true, t('table.custom')] },
  ];
  const render = (cell: Cell) =>
    typeof cell === 'string' ? (
      cell
    ) : cell ? (
      <IconCheck size={18} color="var(--mantine-color-teal-4)" aria-label={t('table.yes')} />
    ) : (
      <IconMinus size={18} color="var(--mantine-color-dark-2)" aria-label={t('table.no')} />
    );
  return (
    <section className={classes.tableSection} aria-labelledby="plan-table-title">
      <Title order={2} id="plan-table-title" ta="center" fz={{ base: 24, sm: 30 }} mb="lg">
        {t('table.title')}
      </Title>
      <Text className={classes.scrollHint} fz="sm" c="dimmed" ta="center" mb="xs">
        {t('table.scrollHint')}
      </Text>
      <Table.ScrollContainer
        minWidth={640}
        type="native"
        tabIndex={0}
        aria-labelledby="plan-table-title"
        className={classes.tableScroll}
      >
        <Table verticalSpacing="md" horizontalSpacing="md" withRowBorders={false} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Text span fz="sm" c="dimmed">
                  {t('table.feature')}
                </Text>
              </Table.Th>
              <Table.Th scope="col">{t('plans.basic.name')}</Table.Th>
              <Table.Th scope="col">{t('plans.pro.name')}</Table.Th>
              <Table.Th scope="col">{t('plans.characters.name')}</Table.Th>
              <Table.Th scope="col">{t('plans.business.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{t(`table.rows.${row.key}`)}</Table.Th>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                  <Table.Td key={i}>{render(cell)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
