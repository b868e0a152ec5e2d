#ifndef VIEWSIM_ALLOCATION_COUNTING_H
#define VIEWSIM_ALLOCATION_COUNTING_H

/// Heap allocations the process has made so far (0 where they are not counted: glibc only).
long viewsim_heap_allocations(void);

/// Heap blocks the process has freed so far (0 where they are not counted).
long viewsim_heap_frees(void);

#endif
