#!/usr/bin/env python3
"""Gathers the Interface Builder files a sources table names into one folder, to score them.

usage: gather.py SOURCES.tsv OUTDIR [--source TEMPLATE] [--jobs N]

  SOURCES.tsv  one of this folder's tables: number, repository, path, commit (tab-separated,
               with a header line)
  OUTDIR       where the files go, each as NUMBER_NAME (e.g. 54012_GitHubSignup1.storyboard);
               created if missing; files already there are kept
  --source     where each repository is read from: a URL or a local path with {repo} (owner/name)
               or {owner} and {name} in it. Default https://github.com/{repo}.git. A local path
               may be a git directory or a checkout (for example a folder of earlier clones).
  --jobs       repositories read at once (default 4)

Each file is read at the table's commit, so the folder holds what was measured. A repository
that cannot be reached, or no longer has the commit, is reported on standard error and its
files are left out; the exit status is 1 when any file is missing, else 0.

Then score the folder as the corpus is scored:
  python3 ../shared/ib-corpus/check_score.py .build/release/viewsim --corpus OUTDIR
Python 3 standard library and git only.
"""
import argparse, collections, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor


def read_table(path):
    """{repository: [(number, path, commit)]}, in the table's order."""
    rows = collections.OrderedDict()
    if not os.path.isfile(path):
        sys.exit('%s: no such file (expected one of the sources tables beside this script)' % path)
    with open(path, encoding='utf-8') as f:
        header = f.readline().rstrip('\n').split('\t')
        if header[:4] != ['number', 'repository', 'path', 'commit']:
            sys.exit('%s: line 1: not a sources table (expected the header number, repository, path, commit)' % path)
        for line_number, line in enumerate(f, start=2):
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 4:
                sys.exit('%s: line %d: expected 4 tab-separated fields, found %d' % (path, line_number, len(fields)))
            number, repository, file_path, commit = fields
            rows.setdefault(repository, []).append((number, file_path, commit))
    return rows


def git(*arguments, git_dir):
    return subprocess.run(['git', '--git-dir', git_dir] + list(arguments), capture_output=True)


def local_git_dir(location):
    """The git directory at a local path (a bare repository or a checkout), else None."""
    for candidate in (os.path.join(location, '.git'), location):
        if os.path.isfile(os.path.join(candidate, 'HEAD')) and os.path.isdir(os.path.join(candidate, 'objects')):
            return candidate
    return None


def gather(repository, files, template, outdir):
    """Writes one repository's files; returns the messages of those it could not write."""
    owner, _, name = repository.partition('/')
    location = template.format(repo=repository, owner=owner, name=name)
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        git_dir = local_git_dir(location)
        if git_dir is None:
            git_dir = os.path.join(scratch, 'repo.git')
            subprocess.run(['git', 'init', '--quiet', '--bare', git_dir], check=True)
            for commit in sorted({commit for _, _, commit in files}):
                fetched = git('fetch', '--quiet', '--depth', '1', location, commit, git_dir=git_dir)
                if fetched.returncode != 0:
                    problems.append('%s: cannot fetch %s from %s: %s' % (
                        repository, commit, location, fetched.stderr.decode('utf-8', 'replace').strip()))
        for number, path, commit in files:
            target = os.path.join(outdir, '%s_%s' % (number, os.path.basename(path)))
            if os.path.exists(target):
                continue
            shown = git('show', '%s:%s' % (commit, path), git_dir=git_dir)
            if shown.returncode != 0:
                problems.append('%s: %s at %s: %s' % (repository, path, commit, shown.stderr.decode('utf-8', 'replace').strip()))
                continue
            with open(target, 'wb') as f:
                f.write(shown.stdout)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('table')
    parser.add_argument('outdir')
    parser.add_argument('--source', default='https://github.com/{repo}.git')
    parser.add_argument('--jobs', type=int, default=4)
    options = parser.parse_args()
    if options.jobs < 1:
        sys.exit('--jobs: expected a whole number of at least 1, got %d' % options.jobs)
    try:
        options.source.format(repo='owner/name', owner='owner', name='name')
    except (KeyError, IndexError, ValueError) as error:
        sys.exit('--source %s: only {repo}, {owner} and {name} may stand in it (%s)' % (options.source, error))
    rows = read_table(options.table)
    os.makedirs(options.outdir, exist_ok=True)
    with ThreadPoolExecutor(options.jobs) as pool:
        results = list(pool.map(lambda item: gather(item[0], item[1], options.source, options.outdir), rows.items()))
    problems = [problem for result in results for problem in result]
    for problem in problems:
        print(problem, file=sys.stderr)
    wanted = sum(len(files) for files in rows.values())
    present = sum(os.path.exists(os.path.join(options.outdir, '%s_%s' % (number, os.path.basename(path))))
                  for files in rows.values() for number, path, _ in files)
    print('%d of %d files in %s' % (present, wanted, options.outdir))
    return 0 if present == wanted else 1


if __name__ == '__main__':
    sys.exit(main())
