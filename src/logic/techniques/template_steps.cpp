#include "logic/techniques/template_steps.hpp"

namespace setlogic {

template <int B>
void find_templates(FinderContext<B>& ctx, Technique t, Sink& sink) {
  using G = Geometry<B>;
  const bool set = t == Technique::template_set;
  const TemplateTable<B>& table = ctx.templates();
  if (!table.complete) return;
  for (int d = 0; d < G::size; ++d) {
    const auto& of = table.digits[d];
    if (of.count == 0) continue;
    const Digit digit(d);
    Step s{.technique = t, .digits = {digit}, .template_count = of.count};
    for (Cell c : set ? of.fixed : of.dead) (set ? s.placements : s.eliminations).push_back({c, digit});
    if ((set ? s.placements : s.eliminations).empty()) continue;
    if (!sink.accept(std::move(s))) return;
  }
}

SETLOGIC_EACH_BOX(SETLOGIC_TEMPLATE_INSTANCES, )

}  // namespace setlogic
