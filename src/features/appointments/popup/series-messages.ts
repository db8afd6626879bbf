/** What the repeat section says of a rule it cannot expand (issue 41). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SeriesRuleProblem } from '../rules/series.ts';

const RULE_PROBLEMS: Record<SeriesRuleProblem, MessageDescriptor> = {
  interval_range: msg`Intervalul de repetare trebuie să fie un număr între 1 și 52`,
  count_range: msg`Numărul de programări trebuie să fie între 2 și 52`,
  until_invalid: msg`Alege data până la care se repetă`,
  until_before_start: msg`Data de sfârșit trebuie să fie după prima programare`,
  first_day_invalid: msg`Alege mai întâi data și ora primei programări`,
};

export function seriesProblemText(problem: SeriesRuleProblem, i18n: I18n): string {
  return i18n._(RULE_PROBLEMS[problem]);
}
