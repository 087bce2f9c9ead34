#include "pdb/pattern_database_format.h"

#include <cstring>
#include <string>

namespace npuzzle {
namespace {

constexpr char kMagic[8] = {'N', 'P', 'Z', 'L', 'P', 'D', 'B', '\n'};

uint64_t fnv1a(const uint8_t* data, size_t size, uint64_t hash = 14695981039346656037ull) {
  for (size_t i = 0; i < size; ++i) hash = (hash ^ data[i]) * 1099511628211ull;
  return hash;
}

void putLittleEndian(std::vector<uint8_t>& out, uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

uint64_t getLittleEndian(const uint8_t* in, int bytes) {
  uint64_t value = 0;
  for (int i = 0; i < bytes; ++i) value |= uint64_t{in[i]} << (8 * i);
  return value;
}

}  // namespace

namespace {

uint32_t versionOf(EntryEncoding encoding) {
  return encoding == EntryEncoding::Nibble ? 2 : 1;
}

}  // namespace

uint32_t patternDatabaseFormatVersion(const PatternProjection& projection) {
  return versionOf(PatternDatabase::entryEncoding(projection));
}

std::string patternDatabaseName(const PatternProjection& p) {
  std::string name = p.geometry().name() + "-blank" + std::to_string(p.blankCell()) + "-cells";
  for (uint8_t c : p.patternCells()) name += "-" + std::to_string(c);
  return name + "-v" + std::to_string(patternDatabaseFormatVersion(p));
}

std::vector<uint8_t> serializePatternDatabase(const PatternDatabase& db) {
  const PatternProjection& p = db.projection();
  std::vector<uint8_t> out(kMagic, kMagic + sizeof kMagic);
  putLittleEndian(out, versionOf(db.encoding()), 4);
  out.push_back(static_cast<uint8_t>(p.geometry().width));
  out.push_back(static_cast<uint8_t>(p.geometry().height));
  out.push_back(static_cast<uint8_t>(p.blankCell()));
  out.push_back(static_cast<uint8_t>(p.tiles()));
  out.insert(out.end(), p.patternCells().begin(), p.patternCells().end());
  putLittleEndian(out, p.size(), 4);
  uint64_t checksum = fnv1a(db.table(), db.tableBytes(), fnv1a(out.data(), out.size()));
  putLittleEndian(out, checksum, 8);
  out.insert(out.end(), db.table(), db.table() + db.tableBytes());
  return out;
}

namespace {

// What a valid file's header says, all of it checked against the file (the checksum too, unless
// a digest check follows).
struct FileHeader {
  PatternProjection projection;
  EntryEncoding encoding;
  size_t bytes;  // the header's own size: the table follows
};

Expected<FileHeader> readHeader(const uint8_t* data, size_t size, FileChecksum checksumCheck) {
  const std::string what = "pattern database file: ";
  if (data == nullptr || size < kPatternDatabaseFixedHeaderBytes)
    return Error{what + "too short for a header"};
  if (std::memcmp(data, kMagic, sizeof kMagic) != 0) return Error{what + "not a pattern database"};
  const uint32_t version = static_cast<uint32_t>(getLittleEndian(data + 8, 4));
  if (version != 1 && version != 2)
    return Error{what + "format version " + std::to_string(version) + ", this build reads 1 and 2"};
  Geometry geometry{data[12], data[13]};
  const int blankCell = data[14], k = data[15];
  const size_t headerSize = kPatternDatabaseFixedHeaderBytes + static_cast<size_t>(k);
  if (size < headerSize) return Error{what + "truncated header"};
  std::vector<uint8_t> cells(data + 16, data + 16 + k);
  auto projection = PatternProjection::create(geometry, blankCell, std::move(cells));
  if (!projection) return Error{what + projection.error()};
  uint32_t entries = static_cast<uint32_t>(getLittleEndian(data + 16 + k, 4));
  if (entries != projection->size())
    return Error{what + "header says " + std::to_string(entries) + " entries, the pattern has " +
                 std::to_string(projection->size())};
  const EntryEncoding encoding = version == 2 ? EntryEncoding::Nibble : EntryEncoding::Byte;
  const uint64_t tableBytes = PatternDatabase::tableBytesFor(*projection, encoding);
  if (size - headerSize != tableBytes)
    return Error{what + "table has " + std::to_string(size - headerSize) + " bytes, expected " +
                 std::to_string(tableBytes)};
  if (checksumCheck == FileChecksum::Check) {
    uint64_t checksum = fnv1a(data + headerSize, tableBytes, fnv1a(data, headerSize - 8));
    if (checksum != getLittleEndian(data + headerSize - 8, 8))
      return Error{what + "checksum mismatch (corrupted)"};
  }
  return FileHeader{std::move(*projection), encoding, headerSize};
}

}  // namespace

Expected<PatternDatabase> deserializePatternDatabase(const uint8_t* data, size_t size) {
  auto header = readHeader(data, size, FileChecksum::Check);
  if (!header) return header.failure();
  return PatternDatabase::fromTable(header->projection,
                                    std::vector<uint8_t>(data + header->bytes, data + size),
                                    header->encoding);
}

Expected<PatternDatabase> deserializePatternDatabase(std::vector<uint8_t>&& file,
                                                     FileChecksum checksum) {
  auto header = readHeader(file.data(), file.size(), checksum);
  if (!header) return header.failure();
  // The table stays where it is: the header is taken off its front, with no second copy.
  file.erase(file.begin(), file.begin() + static_cast<std::ptrdiff_t>(header->bytes));
  return PatternDatabase::fromTable(header->projection, std::move(file), header->encoding);
}

}  // namespace npuzzle
