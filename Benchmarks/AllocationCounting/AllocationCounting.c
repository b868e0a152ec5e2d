// Counts the process's heap allocations by interposing glibc's allocation functions.
//
// The `Benchmarks` executable defines `malloc`, `calloc`, `realloc`, `free`, `aligned_alloc`,
// `memalign` and `posix_memalign` here, and exports them (see Package.swift). The dynamic linker
// resolves every shared library's calls to these names (the Swift runtime's `swift_slowAlloc`
// included) to the executable's definitions first, so each allocation passes through here: it is
// counted and handed to glibc's own allocator through the entry points glibc exports for exactly
// this purpose (`__libc_malloc` and friends). Frees are counted too, so allocations minus frees
// shows a leak. Written in C because Swift reserves these names for its runtime.
//
// The counters are process-wide mutable state: an allocator has no other place to keep them. The
// benchmarks run on one thread, so plain increments are exact.

#include "AllocationCounting.h"

#include <errno.h>  // before the test below: it defines __GLIBC__ on glibc systems
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static long heap_allocations;
static long heap_frees;

void *malloc(size_t size) {
    heap_allocations += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    heap_allocations += 1;
    return __libc_calloc(count, size);
}

void free(void *pointer) {
    if (pointer != NULL) heap_frees += 1;
    __libc_free(pointer);
}

// A realloc of nothing allocates, to size 0 frees, otherwise it moves or resizes a block: counted
// as one allocation and one free, so the live count stays.
void *realloc(void *pointer, size_t size) {
    if (pointer == NULL || size != 0) heap_allocations += 1;
    if (pointer != NULL) heap_frees += 1;
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    heap_allocations += 1;
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    heap_allocations += 1;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    heap_allocations += 1;
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) return ENOMEM;
    *result = memory;
    return 0;
}

long viewsim_heap_allocations(void) { return heap_allocations; }
long viewsim_heap_frees(void) { return heap_frees; }
#else
long viewsim_heap_allocations(void) { return 0; }
long viewsim_heap_frees(void) { return 0; }
#endif
