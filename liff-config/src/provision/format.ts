// The plan as a person reads it: `+` added, `~` changed, `=` as it is, `-` deleted.
import type { LiffStep, MenuPlan } from './plan';

export function formatLiffPlan(steps: LiffStep[]): string[] {
  return steps.map((step) => {
    const key = step.key.padEnd(9);
    switch (step.kind) {
      case 'create':
        return `  + ${key} ${step.body.view.type} ${step.body.view.url}  scope=${step.body.scope.join(',')} botPrompt=${step.body.botPrompt}`;
      case 'update':
        return [
          `  ~ ${key} ${step.liffId}`,
          ...step.changes.map((change) => `      ${change}`),
        ].join('\n');
      case 'unchanged':
        return `  = ${key} ${step.liffId}`;
    }
  });
}

export function formatMenuPlan(plan: MenuPlan): string[] {
  const lines: string[] = [];
  for (const step of plan.menus) {
    const label = `${step.menu.saleUnit} ${step.menu.tab}`.padEnd(16);
    if (step.kind === 'create') {
      lines.push(
        `  + ${label} ${step.menu.body.name}  (${step.menu.body.areas.length} areas, image ${(step.menu.image.length / 1024).toFixed(1)} KB)`,
      );
    } else {
      lines.push(`  = ${label} ${step.richMenuId}`);
    }
  }
  for (const alias of plan.aliases) {
    lines.push(
      alias.kind === 'create'
        ? `  + alias ${alias.aliasId} → ${alias.menu.body.name}`
        : `  ~ alias ${alias.aliasId}: ${alias.from ?? '(none)'} → ${alias.menu.body.name}`,
    );
  }
  for (const deletion of plan.deletions)
    lines.push(`  - ${deletion.richMenuId} (${deletion.name}), replaced`);
  return lines;
}
