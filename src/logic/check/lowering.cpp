// Lowering steps to base/cover certificates (certificate.hpp gives the rules).

#include <algorithm>
#include <map>

#include "logic/certificate.hpp"
#include "logic/check/position.hpp"

namespace setlogic {

namespace {

using check::Position;

bool is_cell_base(const Step& step) {
  if (step.base.empty()) return false;
  return std::all_of(step.base.begin(), step.base.end(),
                     [](const Constraint& k) { return k.kind == ConstraintKind::cell; });
}

void add_once(std::vector<Constraint>& list, const Constraint& k) {
  if (std::find(list.begin(), list.end(), k) == list.end()) list.push_back(k);
}

// The constraint holding candidate z and every candidate of node, if there is one: the cell
// when node is z's cell with another digit, else the house of the digit holding both.
std::optional<Constraint> joining(const Position& pos, const ChainNode& node, Candidate z) {
  if (node.digit != z.digit) {
    if (node.cells.size() == 1 && node.cells[0] == z.cell) return Constraint::of_cell(z.cell);
    return std::nullopt;
  }
  if (std::find(node.cells.begin(), node.cells.end(), z.cell) != node.cells.end()) return std::nullopt;
  std::vector<Cell> with = node.cells;
  with.push_back(z.cell);
  return pos.house_of(with, z.digit);
}

// The bases and covers an ALS adds when it carries a strong link: its cells, and for every
// digit not at an end of the link a house holding all its candidates of that digit (one
// holding z where z is of that digit, so that z can be counted). A link between two of its
// digits leaves those two uncovered. A forcing link, from one of its digits to a candidate m
// of a cell Y outside it, adds Y as a base and Y's other candidates to the covers of their
// digits in the set: then only the first digit's places in the set and m are left
// uncovered. False when a node is neither in the set nor one cell outside it, or a cover
// has no house.
bool lower_als(const Position& pos, const Als& als, const ChainNode& from, const ChainNode& to, Candidate z,
               Certificate& cert) {
  const auto inside = [&](const ChainNode& n) {
    return std::all_of(n.cells.begin(), n.cells.end(),
                       [&](Cell c) { return std::find(als.cells.begin(), als.cells.end(), c) != als.cells.end(); });
  };
  std::vector<Digit> open;
  std::optional<Candidate> forced;
  for (const ChainNode* n : {&from, &to}) {
    if (inside(*n)) {
      open.push_back(n->digit);
    } else {
      if (forced || n->cells.size() != 1) return false;
      forced = Candidate{n->cells[0], n->digit};
    }
  }
  if (forced) add_once(cert.base, Constraint::of_cell(forced->cell));
  for (Cell c : als.cells) add_once(cert.base, Constraint::of_cell(c));
  for (Digit d : als.digits) {
    if (std::find(open.begin(), open.end(), d) != open.end()) continue;
    std::vector<Cell> cells;
    for (Cell c : als.cells)
      if (pos.has({c, d})) cells.push_back(c);
    if (forced && d != forced->digit && pos.has({forced->cell, d})) cells.push_back(forced->cell);
    if (cells.empty()) continue;
    auto k = pos.house_of(cells, d, d == z.digit ? std::optional<Cell>(z.cell) : std::nullopt);
    if (!k) return false;
    add_once(cert.cover, *k);
  }
  return true;
}

// The cover a weak link gives for elimination z: a house holding both nodes and z when
// there is one (z may lie in another house of the two than the carrier the finder named),
// else the link's own carrier.
Constraint weak_cover(const Position& pos, const ChainLink& link, const ChainNode& from, const ChainNode& to,
                      Candidate z) {
  if (link.carrier->kind == ConstraintKind::cell || from.digit != z.digit || to.digit != z.digit) return *link.carrier;
  std::vector<Cell> cells = from.cells;
  cells.insert(cells.end(), to.cells.begin(), to.cells.end());
  cells.push_back(z.cell);
  return pos.house_of(cells, z.digit).value_or(*link.carrier);
}

// Nodes first..last of a chain with the links between them, as an open chain.
Chain sub_chain(const Chain& chain, std::size_t first, std::size_t last) {
  Chain c;
  c.nodes.assign(chain.nodes.begin() + static_cast<std::ptrdiff_t>(first),
                 chain.nodes.begin() + static_cast<std::ptrdiff_t>(last) + 1);
  c.links.assign(chain.links.begin() + static_cast<std::ptrdiff_t>(first),
                 chain.links.begin() + static_cast<std::ptrdiff_t>(last));
  return c;
}

// One chain lowered for one elimination z, as it stands; nullopt when a link has no
// carrier or an end has no constraint with z.
std::optional<Certificate> lower_whole_chain(const Position& pos, const Step& step, const Chain& chain, Candidate z) {
  Certificate cert;
  const std::size_t nodes = chain.nodes.size();
  for (std::size_t i = 0; i < chain.links.size(); ++i) {
    const ChainLink& link = chain.links[i];
    const ChainNode& from = chain.nodes[i];
    const ChainNode& to = chain.nodes[(i + 1) % nodes];
    if (link.als >= 0) {
      if (link.kind != LinkKind::strong || link.als >= static_cast<int>(step.als.size())) return std::nullopt;
      if (!lower_als(pos, step.als[static_cast<std::size_t>(link.als)], from, to, z, cert)) return std::nullopt;
      continue;
    }
    if (!link.carrier) return std::nullopt;
    if (link.kind == LinkKind::strong)
      add_once(cert.base, *link.carrier);
    else
      add_once(cert.cover, weak_cover(pos, link, from, to, z));
  }
  if (chain.loop() || chain.links.empty()) return cert;
  // A chain from a candidate back to itself proves it: were it false, its strong links
  // would need one truth more than its weak links hold. So it is the fin of the counting.
  if (nodes > 1 && chain.nodes.front() == chain.nodes.back() && chain.links.front().kind == LinkKind::strong &&
      chain.links.back().kind == LinkKind::strong) {
    if (chain.nodes.front().cells.size() != 1) return std::nullopt;
    cert.fins.push_back({chain.nodes.front().cells[0], chain.nodes.front().digit});
    return cert;
  }
  const auto end_cover = [&](const ChainLink& link, const ChainNode& node) {
    if (link.kind != LinkKind::strong) return true;
    auto k = joining(pos, node, z);
    if (k) add_once(cert.cover, *k);
    return k.has_value();
  };
  if (!end_cover(chain.links.front(), chain.nodes.front()) || !end_cover(chain.links.back(), chain.nodes.back()))
    return std::nullopt;
  return cert;
}

// One chain lowered for one elimination z: the whole chain; for a Remote Pair, which
// eliminates between any two of its cells an odd number of cells apart, else the shortest
// part of it between two strong links whose ends both see z.
std::optional<Certificate> lower_chain(const Position& pos, const Step& step, const Chain& chain, Candidate z) {
  if (auto cert = lower_whole_chain(pos, step, chain, z)) return cert;
  if (step.technique != Technique::remote_pair || chain.loop() || chain.nodes.size() < 3) return std::nullopt;
  const std::size_t links = chain.links.size();
  for (std::size_t span = 1; span < links; ++span)
    for (std::size_t first = 0; first + span <= links; ++first) {
      if (chain.links[first].kind != LinkKind::strong || chain.links[first + span - 1].kind != LinkKind::strong)
        continue;
      if (auto cert = lower_whole_chain(pos, step, sub_chain(chain, first, first + span), z)) return cert;
    }
  return std::nullopt;
}

// Houses of digit d covering every one of `places`, a few at a time: the house holding most
// of those left, preferring one that holds `z` too (z's own digit: the elimination is to be
// counted). Nullopt when some place is in no house with the others left (it always is in
// its own row).
std::vector<Constraint> covering(const Position& pos, std::vector<Cell> places, Digit d, std::optional<Cell> z) {
  std::vector<Constraint> out;
  while (!places.empty()) {
    int best = -1, most = 0;
    bool best_z = false;
    for (int h = 0; h < 3 * pos.size(); ++h) {
      int held = 0;
      for (Cell c : places) held += pos.in_house(c, h) ? 1 : 0;
      const bool with_z = z && pos.in_house(*z, h);
      if (held > most || (held == most && held > 0 && with_z && !best_z)) best = h, most = held, best_z = with_z;
    }
    out.push_back(Constraint::of_house(House(best), d, pos.size()));
    std::erase_if(places, [&](Cell c) { return pos.in_house(c, best); });
  }
  return out;
}

// Some cells as bases, for elimination z: each digit's places in them lie in one house (a
// cover), or are covered by a few houses; z's go in one house with z, or in houses each
// joining some of them to z, or failing that in the fewest houses found. The rank is then
// what the counting makes of it. Wings lower so (z's places in k houses with z: rank k - 1),
// and a Sue de Coq (an extra digit of both its line and its box set in both houses).
std::optional<Certificate> lower_cells(const Position& pos, const std::vector<Cell>& base, Candidate z) {
  Certificate cert;
  for (Cell c : base) add_once(cert.base, Constraint::of_cell(c));
  for (int d = 0; d < pos.size(); ++d) {
    const Digit digit(d);
    std::vector<Cell> cells;
    for (Cell c : base)
      if (pos.has({c, digit})) cells.push_back(c);
    if (cells.empty()) continue;
    const bool own = digit == z.digit;
    std::vector<Cell> with = cells;
    if (own) with.push_back(z.cell);
    if (auto k = pos.house_of(with, digit)) {
      add_once(cert.cover, *k);
      continue;
    }
    std::vector<Constraint> joins;
    for (Cell c : own ? cells : std::vector<Cell>{}) {
      auto k = pos.house_of({c, z.cell}, digit);
      if (!k) {
        joins.clear();
        break;
      }
      joins.push_back(*k);
    }
    if (joins.empty()) joins = covering(pos, cells, digit, own ? std::optional<Cell>(z.cell) : std::nullopt);
    for (const Constraint& k : joins) add_once(cert.cover, k);
  }
  return cert;
}

// The cells a step lowers by: a wing's, or every set of a Sue de Coq.
std::vector<Cell> base_cells(const Step& step) {
  if (step.technique != Technique::sue_de_coq) return step.cells;
  std::vector<Cell> cells;
  for (const Als& set : step.als) cells.insert(cells.end(), set.cells.begin(), set.cells.end());
  return cells;
}

std::vector<Certificate> lower_cells(const Step& step, const Puzzle& position) {
  const Position pos(position);
  const std::vector<Cell> base = base_cells(step);
  std::vector<Certificate> out;
  for (const Candidate& z : step.eliminations)
    if (auto cert = lower_cells(pos, base, z); cert && std::find(out.begin(), out.end(), *cert) == out.end())
      out.push_back(std::move(*cert));
  return out;
}

// A Death Blossom for elimination z: the stem and every petal's cells are bases; each stem
// digit's cover holds it in the stem and in its petal, each petal's other digits but z have
// a house each (the petal's), and z's places in each petal a house with z: rank one less
// than the petals, z in every petal's z house.
std::optional<Certificate> lower_blossom(const Position& pos, const Step& step, Candidate z) {
  if (step.cells.size() != 1 || step.commons.size() != step.als.size()) return std::nullopt;
  const Cell stem = step.cells[0];
  Certificate cert;
  add_once(cert.base, Constraint::of_cell(stem));
  for (const Als& petal : step.als)
    for (Cell c : petal.cells) add_once(cert.base, Constraint::of_cell(c));
  const auto places = [&](const Als& petal, Digit d) {
    std::vector<Cell> cells;
    for (Cell c : petal.cells)
      if (pos.has({c, d})) cells.push_back(c);
    return cells;
  };
  for (std::size_t i = 0; i < step.als.size(); ++i) {
    const Als& petal = step.als[i];
    const RestrictedCommon& rc = step.commons[i];
    if (rc.a != -1 || rc.b != static_cast<int>(i) || rc.digits.size() != 1) return std::nullopt;
    const Digit link = rc.digits[0];
    for (Digit d : petal.digits) {
      std::vector<Cell> cells = places(petal, d);
      if (cells.empty()) continue;
      if (d == link) cells.push_back(stem);
      if (d == z.digit) cells.push_back(z.cell);
      auto k = pos.house_of(cells, d);
      if (!k) return std::nullopt;
      add_once(cert.cover, *k);
    }
  }
  return cert;
}

std::vector<Certificate> lower_blossom(const Step& step, const Puzzle& position) {
  const Position pos(position);
  std::vector<Certificate> out;
  for (const Candidate& z : step.eliminations)
    if (auto cert = lower_blossom(pos, step, z); cert && std::find(out.begin(), out.end(), *cert) == out.end())
      out.push_back(std::move(*cert));
  return out;
}

std::vector<Certificate> lower_chains(const Step& step, const Puzzle& position) {
  const Position pos(position);
  std::vector<Certificate> out;
  for (const Candidate& z : step.eliminations)
    for (const Chain& chain : step.chains)
      if (auto cert = lower_chain(pos, step, chain, z); cert && std::find(out.begin(), out.end(), *cert) == out.end())
        out.push_back(std::move(*cert));
  return out;
}

// A uniqueness step whose guardians are all of one digit (types 2 and 5, Avoidable
// Rectangle 2): an elimination of that digit sees every guardian cell, so with a house
// joining it to each (one house may join several) it lies in all k covers, rank k - 1.
std::vector<Certificate> lower_guardian_digit(const Step& step, const Puzzle& position) {
  const Position pos(position);
  std::vector<Certificate> out;
  if (!step.pattern) return out;
  for (const Candidate& z : step.eliminations) {
    Certificate cert{.base = {}, .cover = {}, .fins = {}, .pattern = step.pattern};
    std::vector<Cell> left = step.pattern->cells;
    std::erase_if(left, [&](Cell c) { return !pos.has({c, z.digit}); });
    while (!left.empty()) {
      // the house through z holding the most of the cells left
      std::optional<Constraint> best;
      std::size_t most = 0;
      for (const Constraint& k : pos.constraints_of(z)) {
        if (k.kind == ConstraintKind::cell) continue;
        std::size_t n = 0;
        for (Cell c : left) n += pos.in_house(c, k.house.index()) ? 1 : 0;
        if (n > most) {
          most = n;
          best = k;
        }
      }
      if (!best) break;  // a cell z does not see: the checker finds its guardian uncovered
      cert.cover.push_back(*best);
      std::erase_if(left, [&](Cell c) { return pos.in_house(c, best->house.index()); });
    }
    if (std::find(out.begin(), out.end(), cert) == out.end()) out.push_back(std::move(cert));
  }
  return out;
}

// A type 6 unique rectangle: its bases are the X-Wing's two lines of the digit x it
// eliminates from the roof (the cells with guardians). An elimination z lies in one of them;
// without that line, the other line's x is in z's cross line (where z would put it) or in the
// other roof cell, whose guardians with z's cell's are the pattern's: so the covers are the
// roof cells and z's cross line of x. Rank 1, z in two covers, one per elimination.
std::vector<Certificate> lower_rectangle_x_wing(const Step& step, const Puzzle& position) {
  const Position pos(position);
  std::vector<Certificate> out;
  if (!step.pattern) return out;
  std::vector<Constraint> roof;
  for (Cell c : step.pattern->cells)
    for (int d = 0; d < pos.size(); ++d)
      if (pos.has({c, Digit(d)}) &&
          std::find(step.pattern->digits.begin(), step.pattern->digits.end(), Digit(d)) == step.pattern->digits.end()) {
        add_once(roof, Constraint::of_cell(c));
        break;
      }
  for (const Candidate& z : step.eliminations) {
    Certificate cert{.base = {}, .cover = roof, .fins = {}, .pattern = step.pattern};
    std::optional<ConstraintKind> lines;
    for (const Constraint& k : step.base) {
      const auto members = pos.members(k);
      if (std::find(members.begin(), members.end(), z) == members.end())
        cert.base.push_back(k);
      else
        lines = k.kind;
    }
    if (!lines) continue;  // z in neither line: nothing to certify it
    for (const Constraint& k : pos.constraints_of(z))
      if (k.kind != ConstraintKind::cell && k.kind != ConstraintKind::box_digit && k.kind != *lines)
        cert.cover.push_back(k);
    out.push_back(std::move(cert));
  }
  return out;
}

}  // namespace

std::vector<Certificate> lower(const Step& step, const Puzzle& position) {
  const FamilyInfo& family = family_of(step.technique);
  if (family.proof != Proof::certificate || !step.branches.empty()) return {};
  if (!step.parts.empty()) {
    std::vector<Certificate> out;
    for (const Step& part : step.parts)
      for (Certificate& c : lower(part, position)) out.push_back(std::move(c));
    return out;
  }
  if (!step.chains.empty()) return lower_chains(step, position);
  if (step.technique == Technique::death_blossom) return lower_blossom(step, position);
  if ((family.evidence == Evidence::wing && !step.cells.empty()) || family.evidence == Evidence::sue_de_coq)
    return lower_cells(step, position);
  if (family.evidence == Evidence::deadly_pattern && step.cover.empty()) return lower_guardian_digit(step, position);
  if (step.technique == Technique::unique_rectangle_6) return lower_rectangle_x_wing(step, position);
  // A naked subset whose cells share two houses (or a type 3 unique rectangle's, with the
  // roof as one more cell): each house alone is a certificate.
  if ((family.evidence == Evidence::subset || step.technique == Technique::unique_rectangle_3) && is_cell_base(step) &&
      !step.cover.empty()) {
    std::map<int, Certificate> by_house;
    for (const Constraint& k : step.cover) {
      Certificate& c = by_house[k.house.index()];
      c.base = step.base;
      c.pattern = step.pattern;
      c.cover.push_back(k);
    }
    std::vector<Certificate> out;
    for (auto& [house, c] : by_house) out.push_back(std::move(c));
    return out;
  }
  Certificate c{step.base, step.cover, step.fins, step.pattern};
  c.fins.insert(c.fins.end(), step.endo_fins.begin(), step.endo_fins.end());
  return {c};
}

}  // namespace setlogic
