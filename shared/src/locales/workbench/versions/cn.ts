// Chinese texts of versions and A/B comparisons (keys: ./en.ts).
import type { en } from './en';

export const cn: Record<keyof typeof en, string> = {
  'verdict.higher': '{{variant}} 的成功率高出 {{low}} 至 {{high}} 个百分点',
  'verdict.lower': '{{variant}} 的成功率低了 {{low}} 至 {{high}} 个百分点',
  'verdict.none_one': '未显示差异；每个版本再增加约 {{count}} 名测试者，即可以 80% 的检验效能发现 10 个百分点的差异',
  'verdict.none_other': '未显示差异；每个版本再增加约 {{count}} 名测试者，即可以 80% 的检验效能发现 10 个百分点的差异',
  'verdict.enough': '未显示差异；以当前测试者数量，10 个百分点的差异会以 80% 的检验效能被发现',
  'verdict.noData': '会话太少，无法比较成功率',
  'time.shorter': '{{variant}} 用时少 {{low}}% 至 {{high}}%',
  'time.longer': '{{variant}} 用时多 {{low}}% 至 {{high}}%',
  'time.none': '未显示用时差异',
  'time.noData': '计时会话太少，无法比较用时',
};
