/** Gap between display levels, so one item can later be slotted between two without renumbering all. */
export const DISPLAY_LEVEL_STEP = 10;

/** Moves one id within an ordered list (a drag from `from` to `to`). */
export const moveId = (ids: readonly string[], from: number, to: number): string[] => {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/**
 * New displayLevels for a dragged order: 10, 20, 30… Only items whose level actually changes are returned, so a
 * saveMany touches as few rows (and bumps as few revisions) as possible.
 */
export const displayLevelChanges = <T extends { id: string; displayLevel: number }>(
  ordered: readonly T[],
): T[] =>
  ordered.flatMap((item, index) => {
    const displayLevel = (index + 1) * DISPLAY_LEVEL_STEP;
    return item.displayLevel === displayLevel ? [] : [{ ...item, displayLevel }];
  });
