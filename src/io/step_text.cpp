#include "io/step_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>

#include "io/notation.hpp"

namespace setlogic {

namespace {

constexpr std::string_view kHouseLetters = "rcb";

// "14" on grids up to 9x9, "1,12" beyond.
std::string index_list(const std::vector<int>& indices, int size) {
  std::string out;
  for (int i : indices) {
    if (!out.empty() && size > 9) out += ',';
    out += std::to_string(i + 1);
  }
  return out;
}

std::string digit_list(const std::vector<Digit>& digits, const Alphabet& a, std::string_view sep) {
  std::string out;
  for (Digit d : digits) {
    if (!out.empty()) out += sep;
    out += a.symbol(d.index());
  }
  return out;
}

// "r57 c26" style: houses of one kind grouped, kinds in the order r, c, b.
std::string house_list(const std::vector<House>& houses, int size, std::string_view between) {
  std::string out;
  for (int kind = 0; kind < 3; ++kind) {
    std::vector<int> ordinals;
    for (House h : houses)
      if (h.index() / size == kind) ordinals.push_back(h.index() % size);
    if (ordinals.empty()) continue;
    std::sort(ordinals.begin(), ordinals.end());
    if (!out.empty()) out += between;
    out += kHouseLetters[static_cast<std::size_t>(kind)];
    out += index_list(ordinals, size);
  }
  return out;
}

std::vector<House> houses_of(const std::vector<Constraint>& ks) {
  std::vector<House> out;
  for (const Constraint& k : ks)
    if (k.kind != ConstraintKind::cell && std::find(out.begin(), out.end(), k.house) == out.end())
      out.push_back(k.house);
  return out;
}

std::vector<Cell> cells_of(const std::vector<Candidate>& xs) {
  std::vector<Cell> out;
  for (const Candidate& x : xs) out.push_back(x.cell);
  return out;
}

// Set-logic form of a constraint list: cells compact, then house-digits with one "#digits"
// per run of houses of one kind sharing their digits. With a single step digit the
// "#digit" is left out (the fish form "r57").
std::string constraint_list(const std::vector<Constraint>& ks, const Alphabet& a, bool show_digits) {
  const int size = a.size();
  std::vector<std::string> parts;
  std::vector<Cell> cells;
  for (const Constraint& k : ks)
    if (k.kind == ConstraintKind::cell) cells.push_back(k.cell);
  if (!cells.empty()) parts.push_back(format_cells(cells, a.box));
  // house -> digits, then digits -> houses (kept in first-seen order)
  std::map<int, std::vector<Digit>> digits_of;
  for (const Constraint& k : ks)
    if (k.kind != ConstraintKind::cell) digits_of[k.house.index()].push_back(k.digit);
  std::vector<std::pair<std::vector<Digit>, std::vector<House>>> groups;
  for (auto& entry : digits_of) {
    const int house = entry.first;
    std::vector<Digit>& digits = entry.second;  // a name, not a binding: lambdas may capture it
    std::sort(digits.begin(), digits.end());
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == digits; });
    if (it == groups.end())
      groups.push_back({digits, {House(house)}});
    else
      it->second.push_back(House(house));
  }
  for (const auto& [digits, houses] : groups) {
    std::string text = house_list(houses, size, " ");
    if (show_digits) {
      // one "#digits" after each kind's run: "r4#27", "r1#8 c38#8"
      std::string with;
      std::string suffix = "#" + digit_list(digits, a, "");
      std::size_t start = 0;
      while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        if (!with.empty()) with += ' ';
        with += text.substr(start, end - start) + suffix;
        start = end + 1;
      }
      text = with;
    }
    parts.push_back(text);
  }
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

std::string candidate_list(const std::vector<Candidate>& xs, const Alphabet& a) {
  std::string out;
  for (const Candidate& x : xs) out += (out.empty() ? "" : ",") + candidate_token(x, a);
  return out;
}

// Eureka notation: "(1)r1c5=(1)r1c1-(1)r4c1=(1)r4c6"; a bivalue cell or an ALS that carries
// a strong link between two digits is one term, "(3=1)r1c5", "(2=1)r2c2,r3c3"; a loop ends
// with its first term again. A forcing out of an ALS is a strong link from its term.
std::string chain_text(const Chain& chain, const std::vector<Als>& als, const Alphabet& a) {
  const auto in_set = [&](std::size_t i) {
    const int k = chain.links[i].als;
    if (k < 0 || k >= static_cast<int>(als.size())) return false;
    const std::vector<Cell>& cells = als[static_cast<std::size_t>(k)].cells;
    for (const ChainNode* n : {&chain.nodes[i], &chain.nodes[i + 1]})
      for (Cell c : n->cells)
        if (std::find(cells.begin(), cells.end(), c) == cells.end()) return false;
    return true;
  };
  auto term = [&](std::size_t i, std::size_t j) {
    std::vector<Cell> cells = chain.nodes[i].cells;
    std::string digits(1, a.symbol(chain.nodes[i].digit.index()));
    if (j != i) {
      const ChainLink& link = chain.links[i];
      if (link.als >= 0) cells = als[static_cast<std::size_t>(link.als)].cells;
      digits += std::string("=") + a.symbol(chain.nodes[j].digit.index());
    }
    return fmt::format("({}){}", digits, format_cells(cells, a.box));
  };
  const std::size_t n = chain.nodes.size();
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    const bool merged = i + 1 < n && i < chain.links.size() && chain.links[i].kind == LinkKind::strong &&
                        (in_set(i) || (chain.links[i].als < 0 && chain.links[i].carrier &&
                                       chain.links[i].carrier->kind == ConstraintKind::cell));
    out += term(i, merged ? i + 1 : i);
    if (merged) ++i;
    if (i < chain.links.size() && (i + 1 < n || chain.loop()))
      out += chain.links[i].kind == LinkKind::strong ? "=" : "-";
  }
  if (chain.loop() && n > 0) out += term(0, 0);
  return out;
}

// The evidence of chains, colouring, uniqueness and forcing, in whatever step carries it;
// forcing branches on one line each unless left to the long form.
std::string evidence_text(const Step& s, const Alphabet& a, bool branches = true) {
  std::vector<std::string> parts;
  for (const Chain& chain : s.chains) parts.push_back(chain_text(chain, s.als, a));
  for (const ColourCluster& k : s.colours)
    parts.push_back(fmt::format("colours {} / {}", candidate_list(k.on, a), candidate_list(k.off, a)));
  if (s.pattern) {
    const DeadlyPattern& p = *s.pattern;
    std::string text = p.candidates.empty()
                           ? fmt::format("pattern {} of {}", format_cells(p.cells, a.box), digit_list(p.digits, a, ""))
                           : fmt::format("bivalue universal grave of {} cells", p.cells.size());
    if (!p.guardians.empty()) text += ", guardians " + candidate_list(p.guardians, a);
    parts.push_back(text);
  }
  if (branches)
    for (const ForcingBranch& b : s.branches) parts.push_back(branch_text(b, a));
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : " | ") + p;
  return out;
}

std::string placements_text(const std::vector<Candidate>& xs, const Alphabet& a) {
  std::string out;
  for (const Candidate& x : xs) out += (out.empty() ? "" : ", ") + placement_token(x, a);
  return out;
}

// Cells first..last of a step's cell list, compact as HoDoKu prints them; empty when the
// list is shorter.
std::string cells_between(const Step& s, std::size_t first, std::size_t last, int box) {
  if (s.cells.size() <= last) return {};
  return format_cells(
      {s.cells.begin() + static_cast<std::ptrdiff_t>(first), s.cells.begin() + static_cast<std::ptrdiff_t>(last) + 1},
      box);
}

// HoDoKu's chain text: "r7c9 =6= r1c9 -6- r1c4 =6= r5c4", a link naming its digit.
std::string hodoku_chain(const Chain& chain, const Alphabet& a) {
  std::string out;
  for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
    if (i > 0 && i - 1 < chain.links.size()) {
      const char mark = chain.links[i - 1].kind == LinkKind::strong ? '=' : '-';
      out += fmt::format(" {}{}{} ", mark, a.symbol(chain.nodes[i].digit.index()), mark);
    }
    out += format_cells(chain.nodes[i].cells, a.box);
  }
  return out;
}

// HoDoKu's chain text for nodes joined by links of these kinds: each cell once where
// consecutive nodes share it (the link inside the cell goes unsaid), a link between cells
// naming its digit.
std::string hodoku_links(const std::vector<ChainNode>& nodes, const std::vector<LinkKind>& kinds, const Alphabet& a) {
  std::string out;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (i > 0) {
      if (nodes[i].cells == nodes[i - 1].cells) continue;
      const char mark = kinds[i - 1] == LinkKind::strong ? '=' : '-';
      out += fmt::format(" {}{}{} ", mark, a.symbol(nodes[i].digit.index()), mark);
    }
    out += format_cells(nodes[i].cells, a.box);
  }
  return out;
}

// Chains and loops as HoDoKu writes them: X- and XY-Chains after their digit, a Remote Pair
// after its two; an AIC between its end digits ("5- r1c2 =5= ... -5"); a loop back to its
// first cell; a discontinuous loop from the eliminated candidate through the chain and back.
std::string chain_body(const Step& s, const Alphabet& a) {
  if (s.chains.empty()) return digit_list(s.digits, a, "/");
  const Chain& c = s.chains.front();
  std::vector<ChainNode> nodes = c.nodes;
  std::vector<LinkKind> kinds;
  for (const ChainLink& l : c.links) kinds.push_back(l.kind);
  if (c.loop()) nodes.push_back(nodes.front());
  const bool discontinuous =
      s.technique == Technique::discontinuous_nice_loop || s.technique == Technique::grouped_discontinuous_nice_loop;
  if (discontinuous && !c.loop() && nodes.front() != nodes.back() && s.eliminations.size() == 1) {
    const ChainNode z{s.eliminations[0].digit, {s.eliminations[0].cell}};
    nodes.insert(nodes.begin(), z);
    nodes.push_back(z);
    kinds.insert(kinds.begin(), LinkKind::weak);
    kinds.push_back(LinkKind::weak);
  }
  const std::string text = hodoku_links(nodes, kinds, a);
  switch (s.technique) {
    case Technique::x_chain:
    case Technique::xy_chain:
      return fmt::format("{} {}", digit_list(s.digits, a, ""), text);
    case Technique::remote_pair:
      return fmt::format("{} {}", digit_list(s.digits, a, "/"), text);
    case Technique::aic:
    case Technique::grouped_aic:
      return fmt::format("{}- {} -{}", a.symbol(c.nodes.front().digit.index()), text,
                         a.symbol(c.nodes.back().digit.index()));
    default:
      return text;
  }
}

std::string single_digit_body(const Step& s, const Alphabet& a) {
  const std::string digit = digit_list(s.digits, a, "");
  const int box = a.box;
  switch (s.technique) {
    case Technique::skyscraper:
    case Technique::two_string_kite:
      return fmt::format("{} in {} (connected by {})", digit, cells_between(s, 0, 1, box), cells_between(s, 2, 3, box));
    case Technique::dual_two_string_kite:
      if (s.digits.size() == 2)  // two kites of different digits
        return fmt::format("{} in {}/{} in {} (connected by {})", a.symbol(s.digits[0].index()),
                           cells_between(s, 0, 1, box), a.symbol(s.digits[1].index()), cells_between(s, 4, 5, box),
                           cells_between(s, 2, 3, box));
      return fmt::format("{} in {}/in {} (connected by {})", digit, cells_between(s, 0, 1, box),
                         cells_between(s, 4, 5, box), cells_between(s, 2, 3, box));
    case Technique::turbot_fish:
      return fmt::format("{} {}", digit, s.chains.empty() ? std::string() : hodoku_chain(s.chains[0], a));
    case Technique::empty_rectangle:
    case Technique::dual_empty_rectangle: {
      std::string pairs = cells_between(s, 0, 1, box);
      if (s.technique == Technique::dual_empty_rectangle) pairs += "/" + cells_between(s, 2, 3, box);
      return fmt::format("{} in {} ({})", digit, s.houses.empty() ? std::string() : house_list(s.houses, a.size(), ""),
                         pairs);
    }
    default:
      return digit;
  }
}

std::string wing_body(const Step& s, const Alphabet& a) {
  if (s.technique == Technique::w_wing && s.digits.size() == 2)
    return fmt::format("{}/{} in {} connected by {} in {}", a.symbol(s.digits[0].index()),
                       a.symbol(s.digits[1].index()), cells_between(s, 0, 1, a.box), a.symbol(s.digits[1].index()),
                       cells_between(s, 2, 3, a.box));
  return fmt::format("{} in {}", digit_list(s.digits, a, "/"), format_cells(s.cells, a.box));
}

// "r5c25 {3568}": an ALS as HoDoKu writes it.
std::string als_text(const Als& set, const Alphabet& a) {
  return fmt::format("{} {{{}}}", format_cells(set.cells, a.box), digit_list(set.digits, a, ""));
}

// The digits of some restricted commons, in order and once each.
std::string common_digits(const std::vector<RestrictedCommon>& commons, const Alphabet& a) {
  std::vector<Digit> digits;
  for (const RestrictedCommon& rc : commons) digits.insert(digits.end(), rc.digits.begin(), rc.digits.end());
  std::sort(digits.begin(), digits.end());
  digits.erase(std::unique(digits.begin(), digits.end()), digits.end());
  return digit_list(digits, a, ",");
}

// HoDoKu's ALS texts: "A=r5c25 {3568}, B=r4c3 {28}, X=8, Z=2" (the wing adds C and names
// both commons X,Y); a chain "2- r1c2 {12} -1- r3c4 {14} ... -2" between its eliminated
// digits; a blossom its stem, then each petal after its digit.
std::string als_body(const Step& s, const Alphabet& a) {
  const auto set = [&](std::size_t i) { return i < s.als.size() ? als_text(s.als[i], a) : std::string(); };
  const std::string z = digit_list(s.digits, a, ",");
  switch (s.technique) {
    case Technique::als_xz: {
      const bool doubly = !s.commons.empty() && s.commons[0].digits.size() == 2;
      return fmt::format("A={}, B={}, X={}{}", set(0), set(1), common_digits(s.commons, a),
                         doubly ? std::string() : ", Z=" + z);
    }
    case Technique::als_xy_wing:
      return fmt::format("A={}, B={}, C={}, X,Y={}, Z={}", set(0), set(1), set(2), common_digits(s.commons, a), z);
    case Technique::als_xy_chain: {
      const std::string ends = digit_list(s.digits, a, "");
      std::string out = ends + "-";
      for (std::size_t i = 0; i < s.als.size(); ++i) {
        out += " " + set(i);
        if (i < s.commons.size()) out += " -" + digit_list(s.commons[i].digits, a, "") + "-";
      }
      return out + " -" + ends;
    }
    case Technique::death_blossom: {
      std::string out = s.cells.empty() ? std::string() : cell_name(a.box, s.cells[0].index());
      for (std::size_t i = 0; i < s.als.size(); ++i)
        out += fmt::format(", -{}- {}", i < s.commons.size() ? digit_list(s.commons[i].digits, a, "") : "", set(i));
      return out;
    }
    default:
      return {};
  }
}

// "r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16})": the intersection, then the line's and
// the box's sets.
std::string sue_de_coq_body(const Step& s, const Alphabet& a) {
  const auto set = [&](std::size_t i) {
    return i < s.als.size()
               ? fmt::format("{} - {{{}}}", format_cells(s.als[i].cells, a.box), digit_list(s.als[i].digits, a, ""))
               : std::string();
  };
  return fmt::format("{} ({}, {})", set(0), set(1), set(2));
}

// "(r1c2,r3c4) / (r5c6), (r7c8) / (r9c1)": each cluster's two classes; with the digit of
// each candidate ("r1c2#5") when a cluster spans digits (3D Medusa).
std::string colours_body(const Step& s, const Alphabet& a) {
  const bool digits = s.technique == Technique::medusa_3d;
  const auto cls = [&](const std::vector<Candidate>& xs) {
    std::string out;
    for (const Candidate& x : xs)
      out += (out.empty() ? "" : ",") + (digits ? candidate_token(x, a) : cell_name(a.box, x.cell.index()));
    return "(" + out + ")";
  };
  std::string out = digit_list(s.digits, a, "");
  for (std::size_t i = 0; i < s.colours.size(); ++i)
    out += (i == 0 ? " " : ", ") + cls(s.colours[i].on) + " / " + cls(s.colours[i].off);
  return out;
}

// Any step may come from outside (read_step_json), so nothing here assumes evidence that a
// finder of the family would have given.
std::string hodoku_body(const Step& s, const Alphabet& a) {
  const int size = a.size();
  switch (family_of(s.technique).evidence) {
    case Evidence::placements:
      return placements_text(s.placements, a);
    case Evidence::intersection:
      return fmt::format("{} in {}", digit_list(s.digits, a, ","),
                         s.houses.empty() ? std::string() : house_list({s.houses.front()}, size, ""));
    case Evidence::subset:
      return fmt::format("{} in {}", digit_list(s.digits, a, ","), format_cells(s.cells, a.box));
    case Evidence::fish: {
      // covers and fins; a Siamese fish gives those of each of its two fish, "|" between
      auto covers = [&](const Step& fish) {
        std::string text = house_list(houses_of(fish.cover), size, "");
        for (const Candidate& f : fish.fins) text += " f" + cell_name(a.box, f.cell.index());
        for (const Candidate& f : fish.endo_fins) text += " ef" + cell_name(a.box, f.cell.index());
        return text;
      };
      std::string text = fmt::format("{} {} {}", digit_list(s.digits, a, ","), house_list(houses_of(s.base), size, ""),
                                     covers(s.parts.empty() ? s : s.parts[0]));
      for (std::size_t i = 1; i < s.parts.size(); ++i) text += " | " + covers(s.parts[i]);
      return text;
    }
    case Evidence::single_digit:
      return single_digit_body(s, a);
    case Evidence::wing:
      return wing_body(s, a);
    case Evidence::colours:
      return colours_body(s, a);
    case Evidence::chain:
      return chain_body(s, a);
    case Evidence::als:
      return als_body(s, a);
    case Evidence::sue_de_coq:
      return sue_de_coq_body(s, a);
    case Evidence::aligned: {
      std::string sets;
      for (const Als& set : s.als) sets += (sets.empty() ? "" : ", ") + als_text(set, a);
      return fmt::format("{} ({})", format_cells(s.cells, a.box), sets);
    }
    case Evidence::deadly_pattern:
      // "1/3 in r5c89,r8c89"; the grave is named only
      if (!s.pattern || s.pattern->digits.empty()) return {};
      return fmt::format("{} in {}", digit_list(s.pattern->digits, a, "/"), format_cells(s.pattern->cells, a.box));
    case Evidence::forcing: {
      // the premises: the one of a contradiction, every one of a verity
      std::string text;
      for (const ForcingBranch& b : s.branches) text += (text.empty() ? "" : ", ") + implication_token(b.premise, a);
      return text;
    }
    case Evidence::kraken:
      return {};
    case Evidence::templates:
      return s.placements.empty()
                 ? std::string()
                 : fmt::format("{}={}", format_cells(cells_of(s.placements), a.box), digit_list(s.digits, a, ""));
    case Evidence::set_logic:
      return fmt::format("size {} rank {}, BaseSet: {}, CoverSet: {}", s.base.size(), s.rank(),
                         constraint_list(s.base, a, true), constraint_list(s.cover, a, true));
    case Evidence::guess:
      if (!s.placements.empty()) return placements_text(s.placements, a);
      if (!s.branches.empty() || s.eliminations.empty()) return evidence_text(s, a);
      return fmt::format("{} leads to a contradiction after {} steps", placement_token(s.eliminations.front(), a),
                         s.branch_steps);
  }
  return {};
}

// A house in words: "row 8", "column 3", "box 9".
std::string house_words(House h, int size) {
  static constexpr std::array<std::string_view, 3> kinds{"row", "column", "box"};
  return fmt::format("{} {}", kinds[static_cast<std::size_t>(h.index() / size)], h.index() % size + 1);
}

bool in_constraint(const Candidate& x, const Constraint& k, int box) {
  if (k.kind == ConstraintKind::cell) return x.cell == k.cell;
  const int size = box * box, h = k.house.index() % size, r = x.cell.index() / size, c = x.cell.index() % size;
  if (x.digit != k.digit) return false;
  if (k.kind == ConstraintKind::row_digit) return r == h;
  if (k.kind == ConstraintKind::column_digit) return c == h;
  return r / box * box + c / box == h;
}

// The numbers of a branch's facts, keyed by candidate and value; a nested branch sees its
// outer branches' too.
using FactLabels = std::map<std::pair<Candidate, bool>, std::string>;

std::string cited(const std::vector<Candidate>& xs, const FactLabels& labels) {
  std::string text;
  for (const Candidate& x : xs) {
    auto it = labels.find({x, true});
    if (it == labels.end()) it = labels.find({x, false});
    text += (text.empty() ? "" : ",") + (it == labels.end() ? std::string("?") : it->second);
  }
  return text;
}

std::string rule_words(const Implication& i, const Alphabet& a) {
  const Constraint& via = i.via;
  const bool cell = via.kind == ConstraintKind::cell;
  const char digit = a.symbol(via.digit.index());
  switch (i.rule) {
    case Rule::conflict:
      return cell ? "same cell" : fmt::format("{} in {}", digit, house_words(via.house, a.size()));
    case Rule::single:
      return cell ? fmt::format("last candidate of {}", cell_name(a.box, via.cell.index()))
                  : fmt::format("last place for {} in {}", digit, house_words(via.house, a.size()));
    case Rule::group:
      return fmt::format("the {}s left in {} all see it", digit, house_words(via.house, a.size()));
    case Rule::refuted:
      return "assumed true, it leads to a contradiction";
    case Rule::premise:
      break;
  }
  return "unexplained";
}

std::string end_words(const ForcingEnd& e, const Alphabet& a) {
  if (e.kind == ForcingEnd::Kind::both) return fmt::format("{} both true and false", candidate_token(e.candidate, a));
  const bool cell = e.where.kind == ConstraintKind::cell;
  const std::string where = cell ? cell_name(a.box, e.where.cell.index()) : house_words(e.where.house, a.size());
  const char digit = a.symbol(e.where.digit.index());
  if (e.kind == ForcingEnd::Kind::emptied)
    return cell ? fmt::format("no candidate left in {}", where)
                : fmt::format("no place left for {} in {}", digit, where);
  return cell ? fmt::format("two digits in {}", where) : fmt::format("two {}s in {}", digit, where);
}

// What a step concludes: "r6c8<>7, r2c1=5".
std::string conclusions_text(const Step& s, const Alphabet& a) {
  std::string out = format_eliminations(s.eliminations, a);
  for (const Candidate& x : s.placements) out += (out.empty() ? "" : ", ") + placement_token(x, a);
  return out;
}

// The long form of a branch: the premise numbered 0 (or "n.0" in the refutation of
// implication n), one line per implication with its number, the numbers of its causes and
// its rule, a refutation's branch indented under it, then the contradiction and the facts
// it rests on.
void long_branch(const ForcingBranch& b, const Alphabet& a, const std::string& prefix, FactLabels labels,
                 const std::string& indent, std::string& out) {
  const auto label = [&](std::size_t k) { return prefix + std::to_string(k); };
  labels[{b.premise.candidate, b.premise.value}] = label(0);
  out += fmt::format("\n{}{:>6}. {}", indent, label(0), implication_token(b.premise, a));
  for (std::size_t k = 0; k < b.implications.size(); ++k) {
    const Implication& i = b.implications[k];
    const std::string causes = cited(i.causes, labels);
    out += fmt::format("\n{}{:>6}. {:<10} <- {}{}({})", indent, label(k + 1), implication_token(i, a), causes,
                       causes.empty() ? "" : " ", rule_words(i, a));
    if (!i.nested.empty()) long_branch(i.nested.front(), a, label(k + 1) + ".", labels, indent + "        ", out);
    labels.try_emplace({i.candidate, i.value}, label(k + 1));
  }
  if (b.end.kind == ForcingEnd::Kind::none) {
    if (b.contradiction) out += fmt::format("\n{}        contradiction", indent);
    return;
  }
  // the facts the contradiction rests on, in the order they were derived ("14" before "16.3")
  std::vector<std::vector<int>> rests;
  for (const auto& [fact, number] : labels) {
    const bool wanted =
        b.end.kind == ForcingEnd::Kind::both
            ? fact.first == b.end.candidate
            : fact.second == (b.end.kind == ForcingEnd::Kind::doubled) && in_constraint(fact.first, b.end.where, a.box);
    if (!wanted) continue;
    std::vector<int> parts;
    for (std::size_t at = 0; at <= number.size();) {
      const std::size_t dot = std::min(number.find('.', at), number.size());
      parts.push_back(std::stoi(number.substr(at, dot - at)));
      at = dot + 1;
    }
    rests.push_back(std::move(parts));
  }
  std::sort(rests.begin(), rests.end());
  std::string cited_facts;
  for (const std::vector<int>& parts : rests) {
    std::string number;
    for (int p : parts) number += (number.empty() ? "" : ".") + std::to_string(p);
    cited_facts += (cited_facts.empty() ? "" : ",") + number;
  }
  out += fmt::format("\n{}        contradiction: {} <- {}", indent, end_words(b.end, a), cited_facts);
}

std::string gnpx_text(const Step& s, const Alphabet& a) {
  const bool one_digit = s.digits.size() == 1;
  std::string out = step_name(s);
  auto line = [&](std::string_view label, const std::string& value) {
    if (!value.empty()) out += fmt::format("\n{:>11} {}", std::string(label) + ":", value);
  };
  line("Digit", "#" + digit_list(s.digits, a, ""));
  line("BaseSet", constraint_list(s.base, a, !one_digit));
  line("CoverSet", constraint_list(s.cover, a, !one_digit));
  line("FinSet", s.fins.empty() ? "" : format_cells(cells_of(s.fins), a.box));
  line("Endo Fin", s.endo_fins.empty() ? "" : format_cells(cells_of(s.endo_fins), a.box));
  line("Cannibalistic", s.cannibals.empty() ? "" : format_cells(cells_of(s.cannibals), a.box));
  if (!s.base.empty() && !s.eliminations.empty()) line("Rank", std::to_string(s.rank()));
  std::string sets;
  for (std::size_t i = 0; i < s.als.size(); ++i)
    sets += fmt::format("{}{}={}", i == 0 ? "" : ", ", static_cast<char>('A' + i % 26), als_text(s.als[i], a));
  if (s.technique == Technique::death_blossom && !s.cells.empty()) line("Stem", format_cells(s.cells, a.box));
  if (s.technique == Technique::sue_de_coq) line("Meet", format_cells(s.cells, a.box));
  if (family_of(s.technique).evidence == Evidence::aligned) line("Cells", format_cells(s.cells, a.box));
  if (s.technique == Technique::unique_rectangle_3) line("Subset", format_cells(s.cells, a.box));
  line("ALS", sets);
  std::string commons;
  for (const RestrictedCommon& rc : s.commons) {
    const auto name = [](int k) {
      return k < 0 ? std::string("stem") : std::string(1, static_cast<char>('A' + k % 26));
    };
    commons +=
        fmt::format("{}{}-{} #{}", commons.empty() ? "" : ", ", name(rc.a), name(rc.b), digit_list(rc.digits, a, ""));
  }
  line("RCC", commons);
  line("Evidence", evidence_text(s, a, false));
  // Each branch numbered fact by fact, with the causes of each (long_branch).
  for (std::size_t k = 0; k < s.branches.size(); ++k) {
    out += fmt::format("\n{:>11}", fmt::format("Branch {}:", k + 1));
    long_branch(s.branches[k], a, "", {}, "  ", out);
  }
  if (family_of(s.technique).evidence == Evidence::forcing && s.branches.size() > 1 &&
      std::none_of(s.branches.begin(), s.branches.end(), [](const ForcingBranch& b) { return b.contradiction; }))
    line("Verity", "every branch gives " + conclusions_text(s, a));
  line("Placed", placements_text(s.placements, a));
  if (s.technique == Technique::guess && !s.eliminations.empty())
    line("Refuted", fmt::format("contradiction after {} steps", s.branch_steps));
  std::string elims;
  std::map<int, std::vector<Cell>> by_digit;
  for (const Candidate& x : s.eliminations) by_digit[x.digit.index()].push_back(x.cell);
  for (auto& [d, cells] : by_digit)
    elims += fmt::format("{}{} #{}", elims.empty() ? "" : " ", format_cells(cells, a.box), a.symbol(d));
  line("Eliminated", elims);
  return out;
}

}  // namespace

std::string branch_text(const ForcingBranch& b, const Alphabet& a) {
  std::string text = implication_token(b.premise, a) + " =>";
  for (const Implication& i : b.implications) {
    text += " " + implication_token(i, a);
    // a nested net's falsity: its refutation, in brackets
    if (!i.nested.empty()) text += " [" + branch_text(i.nested.front(), a) + "]";
  }
  if (b.contradiction)
    text += b.end.kind == ForcingEnd::Kind::none ? " (contradiction)"
                                                 : fmt::format(" (contradiction: {})", end_words(b.end, a));
  return text;
}

std::string step_name(const Step& s) {
  std::string name(info(s.technique).name);
  if (!s.cannibals.empty()) name = "Cannibalistic " + name;
  if (!s.parts.empty() && info(s.technique).fish != FishClass::none) name = "Siamese " + name;
  if (!s.endo_fins.empty()) name += " with Endo Fins";
  if (s.technique == Technique::wxyz_wing && s.cells.size() > 4) name += fmt::format(" ({} cells)", s.cells.size());
  return name;
}

std::optional<Notation> find_notation(std::string_view name) {
  if (name == "hodoku") return Notation::hodoku;
  if (name == "gnpx") return Notation::gnpx;
  return std::nullopt;
}

std::string format_cells(std::vector<Cell> cells, int box) {
  const int size = box * box;
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  std::vector<bool> used(cells.size(), false);
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (used[i]) continue;
    used[i] = true;
    const int row = cells[i].index() / size, col = cells[i].index() % size;
    std::vector<int> rows{row}, cols{col};
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (!used[j] && cells[j].index() / size == row) {
        used[j] = true;
        cols.push_back(cells[j].index() % size);
      }
    if (cols.size() == 1)
      for (std::size_t j = i + 1; j < cells.size(); ++j)
        if (!used[j] && cells[j].index() % size == col) {
          used[j] = true;
          rows.push_back(cells[j].index() / size);
        }
    if (!out.empty()) out += size > 9 ? " " : ",";
    out += "r" + index_list(rows, size) + "c" + index_list(cols, size);
  }
  return out;
}

std::string format_eliminations(const std::vector<Candidate>& eliminations, const Alphabet& a) {
  std::vector<std::pair<Digit, std::vector<Cell>>> groups;
  for (const Candidate& x : eliminations) {
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == x.digit; });
    if (it == groups.end())
      groups.push_back({x.digit, {x.cell}});
    else
      it->second.push_back(x.cell);
  }
  std::string out;
  for (const auto& [d, cells] : groups)
    out += fmt::format("{}{}<>{}", out.empty() ? "" : ", ", format_cells(cells, a.box), a.symbol(d.index()));
  return out;
}

std::string placement_token(const Candidate& x, const Alphabet& a) {
  return cell_name(a.box, x.cell.index()) + "=" + a.symbol(x.digit.index());
}

std::string elimination_token(const Candidate& x, const Alphabet& a) {
  return cell_name(a.box, x.cell.index()) + "<>" + a.symbol(x.digit.index());
}

std::string candidate_token(const Candidate& x, const Alphabet& a) {
  return cell_name(a.box, x.cell.index()) + "#" + a.symbol(x.digit.index());
}

std::string implication_token(const Implication& i, const Alphabet& a) {
  return i.value ? placement_token(i.candidate, a) : elimination_token(i.candidate, a);
}

std::string constraint_token(const Constraint& k, const Alphabet& a) {
  if (k.kind == ConstraintKind::cell) return cell_name(a.box, k.cell.index());
  return fmt::format("{}{}#{}", kHouseLetters[static_cast<std::size_t>(k.house.index() / a.size())],
                     k.house.index() % a.size() + 1, a.symbol(k.digit.index()));
}

std::string format_step(const Step& s, const Alphabet& a, Notation notation) {
  if (notation == Notation::gnpx) return gnpx_text(s, a);
  std::string body = hodoku_body(s, a);
  // The bodies of steps with this evidence are HoDoKu's whole line; the evidence is in the
  // long form.
  const Evidence e = family_of(s.technique).evidence;
  const bool whole = e == Evidence::single_digit || e == Evidence::wing || e == Evidence::colours ||
                     e == Evidence::chain || e == Evidence::templates || e == Evidence::als ||
                     e == Evidence::sue_de_coq || e == Evidence::aligned || e == Evidence::deadly_pattern ||
                     e == Evidence::forcing;
  if (std::string evidence = evidence_text(s, a);
      !whole && !evidence.empty() && body.find(evidence) == std::string::npos)
    body += (body.empty() ? "" : " ") + evidence;
  // HoDoKu names a BUG+1 and nothing more: "Bivalue Universal Grave + 1 => r1c8<>3"
  std::string out =
      body.empty() && e == Evidence::deadly_pattern ? step_name(s) : fmt::format("{}: {}", step_name(s), body);
  if (!s.eliminations.empty()) out += " => " + format_eliminations(s.eliminations, a);
  // HoDoKu's multi-line form: a Kraken fish's line, its fish, then what each fin (and cover
  // candidate) implies; a forcing step's line, then each branch on a line of its own
  if (e == Evidence::kraken) {
    out = fmt::format("{}: => {}", step_name(s), format_eliminations(s.eliminations, a));
    for (const Step& fish : s.parts) out += "\n  " + format_step(fish, a, notation);
    for (const ForcingBranch& b : s.branches) out += "\n  " + branch_text(b, a);
  }
  if (e == Evidence::forcing) {
    if (!s.placements.empty()) out += (s.eliminations.empty() ? " => " : ", ") + placements_text(s.placements, a);
    for (const ForcingBranch& b : s.branches) out += "\n  " + branch_text(b, a);
  }
  return out;
}

std::optional<HintLevel> find_hint_level(std::string_view name) {
  if (name == "technique") return HintLevel::technique;
  if (name == "where") return HintLevel::where;
  if (name == "step") return HintLevel::step;
  return std::nullopt;
}

StepFocus focus_of(const Step& s) {
  StepFocus f{.digits = s.digits, .houses = s.houses, .cells = s.cells};
  const auto add_cell = [&](Cell c) { f.cells.push_back(c); };
  const auto add_candidates = [&](const std::vector<Candidate>& xs) {
    for (const Candidate& x : xs) add_cell(x.cell);
  };
  for (const std::vector<Constraint>* ks : {&s.base, &s.cover})
    for (const Constraint& k : *ks) k.kind == ConstraintKind::cell ? add_cell(k.cell) : f.houses.push_back(k.house);
  add_candidates(s.fins);
  add_candidates(s.endo_fins);
  for (const Chain& chain : s.chains)
    for (const ChainNode& node : chain.nodes)
      for (Cell c : node.cells) add_cell(c);
  for (const Als& set : s.als)
    for (Cell c : set.cells) add_cell(c);
  for (const ColourCluster& k : s.colours) {
    add_candidates(k.on);
    add_candidates(k.off);
  }
  if (s.pattern)
    for (Cell c : s.pattern->cells) add_cell(c);
  for (const ForcingBranch& b : s.branches) add_cell(b.premise.candidate.cell);
  for (const Step& part : s.parts) {
    StepFocus p = focus_of(part);
    f.houses.insert(f.houses.end(), p.houses.begin(), p.houses.end());
    f.cells.insert(f.cells.end(), p.cells.begin(), p.cells.end());
  }
  const auto tidy = [](auto& xs) {
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  };
  tidy(f.digits);
  tidy(f.houses);
  tidy(f.cells);
  return f;
}

std::string hint_text(const Step& s, const Alphabet& a, HintLevel level, Notation notation) {
  if (level == HintLevel::step) return format_step(s, a, notation);
  const std::string name = step_name(s);
  if (level == HintLevel::technique) return fmt::format("Look for a {}", name);
  const StepFocus f = focus_of(s);
  std::string out = name + ":";
  if (!f.digits.empty())
    out += fmt::format(" {} {}", f.digits.size() == 1 ? "digit" : "digits", digit_list(f.digits, a, ", "));
  if (!f.houses.empty()) {
    std::string houses;
    for (House h : f.houses) houses += (houses.empty() ? "" : ", ") + house_words(h, a.size());
    out += " in " + houses;
  }
  if (!f.cells.empty()) out += (f.houses.empty() && f.digits.empty() ? " at " : ", at ") + format_cells(f.cells, a.box);
  return out;
}

std::string path_stats_table(const PathStats& s) {
  std::string out = fmt::format("{:<44} {:>9} {:>11} {:>13}\n", "technique", "puzzles", "steps", "eliminations");
  for (const TechniqueInfo& t : catalogue())
    if (const TechniqueUse& u = s[t.technique]; u.steps > 0)
      out += fmt::format("{:<44} {:>9} {:>11} {:>13}\n", t.name, u.puzzles, u.steps, u.eliminations);
  return out;
}

}  // namespace setlogic
