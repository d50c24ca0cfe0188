// Our YAML screen description (docs/yaml-screens.md) as new screens, at the prototype's screen
// size unless it gives its own. Throws a YamlScreenError naming the line of each problem.
import { yamlToScreens, type ImportedScreen, type YamlImportReport } from '@protolab/shared';

export async function screenFromYaml(
  text: string,
  size: { w: number; h: number },
): Promise<ImportedScreen<YamlImportReport>> {
  return yamlToScreens(text, size);
}
