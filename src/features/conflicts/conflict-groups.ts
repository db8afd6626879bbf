/**
 * The conflicts in groups: each conflict caused by a refused parent goes with its parent's, and
 * that one with its own parent's, so a new patient, his booking and its record items are one group
 * led by the patient, settled in one step.
 */
import type { ConflictSummary } from './conflict-summary.ts';

/** A conflict with the conflicts of the rows refused because of it (a new patient and his booking). */
export interface ConflictGroup {
  lead: ConflictSummary;
  /** Parents before children, as they reach the server. */
  followers: ConflictSummary[];
}

/**
 * Groups keep the order of their leads; a conflict whose parent has no open conflict leads its
 * own.
 */
export function groupConflicts(summaries: readonly ConflictSummary[]): ConflictGroup[] {
  const byRow = new Map(summaries.map((summary) => [`${summary.collection}/${summary.docId}`, summary]));
  /** The conflict, its parent's, and so on up to the group's lead. */
  const chain = (summary: ConflictSummary): ConflictSummary[] => {
    const path = [summary];
    const seen = new Set([summary.id]);
    for (let at = summary; at.parent; ) {
      const parent = byRow.get(`${at.parent.collection}/${at.parent.docId}`);
      if (!parent || seen.has(parent.id)) break;
      seen.add(parent.id);
      path.push(parent);
      at = parent;
    }
    return path;
  };
  const groups = new Map<string, ConflictGroup & { depths: Map<string, number> }>();
  for (const summary of summaries) {
    const path = chain(summary);
    const lead = path.at(-1) ?? summary;
    const group = groups.get(lead.id) ?? { lead, followers: [], depths: new Map<string, number>() };
    if (summary !== lead) {
      group.followers.push(summary);
      group.depths.set(summary.id, path.length);
    }
    groups.set(lead.id, group);
  }
  const ordered: ConflictGroup[] = [];
  for (const summary of summaries) {
    const group = groups.get(summary.id);
    if (!group) continue;
    const depthOf = (member: ConflictSummary) => group.depths.get(member.id) ?? 0;
    ordered.push({
      lead: group.lead,
      followers: [...group.followers].sort((a, b) => depthOf(a) - depthOf(b)),
    });
  }
  return ordered;
}
