import type { DistributionCenter } from '@eorder/shared';

/**
 * Centers matching a search text, case-insensitively, on sale unit, name, short name and full
 * address (the specification's center search), with the current center first.
 */
export function filterCenters(
  dists: readonly DistributionCenter[],
  text: string,
  current: string | null,
): DistributionCenter[] {
  const needle = text.trim().toLocaleLowerCase();
  const matches = dists.filter((dist) => {
    if (needle === '') return true;
    return [dist.SaleUnit, dist.DIST_NAME, dist.DIST_SHORTNAME, dist.FullAddress].some((field) =>
      (field ?? '').toLocaleLowerCase().includes(needle),
    );
  });
  const first = matches.filter((dist) => dist.SaleUnit === current);
  return [...first, ...matches.filter((dist) => dist.SaleUnit !== current)];
}
