#if os(Linux)
    /// glibc's `malloc_usable_size` (malloc.h, which the Glibc module does not export): the bytes an
    /// allocation really takes, for the memory tests.
    @_silgen_name("malloc_usable_size")
    func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif
