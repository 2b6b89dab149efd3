import { Text, Title } from '@mantine/core';
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
      {/* A plain table: Mantine's Table module brings ScrollArea's code to the page for its scroll container. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so that keys can scroll it */}
      <section tabIndex={0} aria-labelledby="plan-table-title" className={classes.tableScroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">
                <Text span fz="sm" c="dimmed">
                  {t('table.feature')}
                </Text>
              </th>
              <th scope="col">{t('plans.basic.name')}</th>
              <th scope="col">{t('plans.pro.name')}</th>
              <th scope="col">{t('plans.characters.name')}</th>
              <th scope="col">{t('plans.business.name')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(`table.rows.${row.key}`)}</th>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                  <td key={i}>{render(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
