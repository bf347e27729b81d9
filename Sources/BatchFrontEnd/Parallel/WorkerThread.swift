#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain POSIX thread running one closure, joined explicitly: the parallel filler's workers
/// (long-lived loops that block on a condition variable, which a dispatch queue's thread pool
/// does not expect).
///
///     let thread = try WorkerThread { work() }
///     thread.join()
struct WorkerThread {
    private let handle: pthread_t

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread; nil when the system refuses one.
    init?(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { context in
            #if canImport(Darwin)
            let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
            #else
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            #endif
            body.run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        handle = thread!
        #else
        handle = thread
        #endif
    }

    /// Waits for the thread to end.
    func join() {
        pthread_join(handle, nil)
    }
}

/// A mutex with condition variables, for the handful of hand-offs per chunk (never per record).
final class ChunkLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let conditionCount: Int

    init(conditions count: Int) {
        conditionCount = count
        conditions = .allocate(capacity: count)
        pthread_mutex_init(mutex, nil)
        for index in 0..<count { pthread_cond_init(conditions + index, nil) }
    }

    deinit {
        for index in 0..<conditionCount { pthread_cond_destroy(conditions + index) }
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: waits on condition `index` (the mutex is released meanwhile).
    func wait(_ index: Int) { pthread_cond_wait(conditions + index, mutex) }

    /// Wakes every thread waiting on condition `index`.
    func broadcast(_ index: Int) { pthread_cond_broadcast(conditions + index) }
}
