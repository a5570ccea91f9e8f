#include "common/letter_set_option.hpp"

#include <fmt/core.h>
#include <boost/program_options/errors.hpp>

namespace chess::tools {

notation::LetterSetId letter_set_option(std::string_view option, const std::string& name) {
    if (const auto id = notation::letter_set_by_name(name)) return *id;
    throw boost::program_options::error(fmt::format("{}: unknown letter set '{}' ({})", option,
                                                    name, notation::letter_set_names()));
}

}  // namespace chess::tools
