// English texts of versions of a prototype and of A/B comparisons (issue 39). They define the keys
// every other locale must have. `verdict.*` and `time.*` word what a comparison of variant B against
// variant A supports (see analytics/compareText.ts).
export const en = {
  'verdict.higher': '{{variant}}’s success rate is higher by {{low}} to {{high}} points',
  'verdict.lower': '{{variant}}’s success rate is lower by {{low}} to {{high}} points',
  'verdict.none_one':
    'No difference shown; about {{count}} more tester per variant would detect a 10-point difference at 80 % power',
  'verdict.none_other':
    'No difference shown; about {{count}} more testers per variant would detect a 10-point difference at 80 % power',
  'verdict.enough':
    'No difference shown; with this many testers a 10-point difference would have been found at 80 % power',
  'verdict.noData': 'Too few sessions to compare success rates',
  'time.shorter': '{{variant}} takes {{low}} to {{high}} % less time',
  'time.longer': '{{variant}} takes {{low}} to {{high}} % more time',
  'time.none': 'No difference in time shown',
  'time.noData': 'Too few timed sessions to compare times',
};
