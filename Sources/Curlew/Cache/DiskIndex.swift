import Foundation

/// What an ``HTTPCache``'s directory holds, by file name: each file's size and when it was last written or read,
/// so writes can keep the directory within ``HTTPCache/diskCapacity`` by removing the least recently used files.
///
/// Built from the directory on first use (sizes and modification dates: a read sets a file's date, so the order
/// survives a restart), then kept by this process. Another process writing to the same directory is seen only at
/// the next start: the bound holds per process, and each removes only its own view's oldest files.
struct DiskIndex {
    private var files: [String: (size: Int, used: Date)] = [:]
    /// The files' sizes summed.
    private(set) var size = 0

    /// The index of the cache files (`fileExtension`) in `directory` as they are now.
    init(scanning directory: URL, fileExtension: String) {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let found =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        for file in found where file.pathExtension == fileExtension {
            let values = try? file.resourceValues(forKeys: Set(keys))
            record(
                file.lastPathComponent, size: values?.fileSize ?? 0,
                used: values?.contentModificationDate ?? .distantPast)
        }
    }

    /// The files' count.
    var count: Int { files.count }

    /// Notes that `name` now holds `size` bytes, used at `used`.
    mutating func record(_ name: String, size: Int, used: Date) {
        forget(name)
        files[name] = (size, used)
        self.size += size
    }

    /// Notes that `name` was read at `used` (nothing if it is not indexed).
    mutating func touch(_ name: String, used: Date) {
        files[name]?.used = used
    }

    /// Notes that `name` is gone.
    mutating func forget(_ name: String) {
        guard let old = files.removeValue(forKey: name) else { return }
        size -= old.size
    }

    /// Forgets the least recently used files, other than `keeping`, until the sizes sum to at most `capacity`, and
    /// returns their names for the caller to remove.
    mutating func evict(toFit capacity: Int, keeping: String) -> [String] {
        var evicted: [String] = []
        while size > capacity {
            var oldest: (name: String, used: Date)?
            for (name, file) in files where name != keeping {
                if let found = oldest, found.used <= file.used { continue }
                oldest = (name, file.used)
            }
            guard let oldest else { break }
            forget(oldest.name)
            evicted.append(oldest.name)
        }
        return evicted
    }
}
