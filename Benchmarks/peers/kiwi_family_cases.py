"""Writes Tests/CassowaryTests/Fixtures/kiwi_family_cases.json: more systems of the family that
kiwi_cases.json was drawn from (its README: views along one axis in a container of width W, a
leading margin, minimum widths, intrinsic widths of any strength, gaps, some equal or proportional
widths, a trailing margin; then container-width edits, removals, a refused contradiction or a later
stronger preference), solved step by step by kiwisolver 1.5.1 and kept, as kiwi_cases.json's were,
where kiwisolver gives the same values when each run of additions comes in eight shuffled orders.

Kept that way, a case can still have several optimal solutions: kiwisolver's path decides which
vertex it reports (a container-width edit suggested twice with the same value can give two
answers). So the test checks every expectation's objective and required constraints, and counts
the exact matches.

Usage: Benchmarks/.venv/bin/python Benchmarks/peers/kiwi_family_cases.py [SEED] [COUNT] [OUT]
"""
import json, random, sys

import kiwisolver as kw

ST={'required':kw.strength.required,'strong':kw.strength.strong,'medium':kw.strength.medium,'weak':kw.strength.weak}
def E(terms,const,op,strength): return {'terms':terms,'constant':const,'op':op,'strength':strength}
def gen(rng):
    n=rng.randint(1,5)
    steps=[]; cid=0
    def add(e):
        nonlocal cid; steps.append({'add':e,'id':cid}); cid+=1; return cid-1
    W=rng.choice([320,375,414,600,768,1024])
    add(E([[1,'W']],-W,'==','strong'))
    margin=rng.choice([0,8,16]); add(E([[1,'l0']],-margin,'==','required'))
    ids=[]
    for i in range(n):
        add(E([[1,'w%d'%i]],-rng.choice([0,0,44]),'>=','required'))
        ids.append(add(E([[1,'w%d'%i]],-rng.choice([30,50,80,120,200]),'==',rng.choice(['strong','medium','weak']))))
        if i>0:
            add(E([[1,'l%d'%i],[-1,'l%d'%(i-1)],[-1,'w%d'%(i-1)]],-rng.choice([4,8,12]),'==','required'))
            if rng.random()<0.4:
                j=rng.randrange(i); k=rng.choice([1,2])
                add(E([[1,'w%d'%i],[-k,'w%d'%j]],0,'==',rng.choice(['required','required','strong','medium'])))
    add(E([[1,'l%d'%(n-1)],[1,'w%d'%(n-1)],[-1,'W']],rng.choice([0,8,16]),rng.choice(['==','<=']),'required'))
    steps.append({'expect':None})
    kind=rng.choice(['edit','remove','fail','prefer'])
    if kind=='edit':
        steps.append({'edit':'W','strength':rng.choice(['strong','strong','medium'])})
        for _ in range(3):
            steps.append({'suggest':'W','value':rng.choice([50,320,375,600,1024,2000])}); steps.append({'expect':None})
        steps.append({'unedit':'W'}); steps.append({'expect':None})
    elif kind=='remove':
        for cidx in rng.sample(range(cid), min(cid,rng.randint(1,3))):
            steps.append({'remove':cidx}); steps.append({'expect':None})
    elif kind=='fail':
        steps.append({'addFails':E([[1,'l0']],-(margin+rng.choice([1,5,50])),'==','required'),'error':'unsatisfiable'}); steps.append({'expect':None})
        add(E([[1,'w0']],-rng.choice([10,90,300]),'==','strong')); steps.append({'expect':None})
    else:
        i=rng.randrange(n); add(E([[1,'w%d'%i]],-rng.choice([10,60,150,400]),'==',rng.choice(['strong','required']))); steps.append({'expect':None})
    names=['W']+['l%d'%i for i in range(n)]+['w%d'%i for i in range(n)]
    return names, steps
def run(names, steps):
    s=kw.Solver(); V={x:kw.Variable(x) for x in names}; C={}
    def mk(e):
        ex=sum((c*V[x] for c,x in e['terms']),0)+e['constant']
        return {'==':ex==0,'<=':ex<=0,'>=':ex>=0}[e['op']]|ST[e['strength']]
    out=[]
    for st in steps:
        if 'add' in st:
            c=mk(st['add']); C[st['id']]=c
            try: s.addConstraint(c)
            except kw.UnsatisfiableConstraint: return None
        elif 'remove' in st:
            if C.get(st['remove']) is None or not s.hasConstraint(C[st['remove']]): return None
            s.removeConstraint(C[st['remove']])
        elif 'edit' in st: s.addEditVariable(V[st['edit']],ST[st['strength']])
        elif 'suggest' in st: s.suggestValue(V['W'],st['value'])
        elif 'unedit' in st: s.removeEditVariable(V['W'])
        elif 'addFails' in st:
            try: s.addConstraint(mk(st['addFails'])); return None
            except kw.UnsatisfiableConstraint: out.append('fail')
        elif 'expect' in st:
            s.updateVariables(); out.append({x:round(V[x].value(),9) for x in names})
    return out
def shuffled(steps,rng):
    res=[]; r=[]
    for st in steps:
        if 'add' in st: r.append(st)
        else: rng.shuffle(r); res+=r; r=[]; res.append(st)
    rng.shuffle(r); return res+r
def same(a,b):
    if a is None or b is None or len(a)!=len(b): return False
    for x,y in zip(a,b):
        if isinstance(x,str) or isinstance(y,str):
            if x!=y: return False
        elif any(abs(x[k]-y[k])>1e-6 for k in x): return False
    return True
seed0=int(sys.argv[1]) if len(sys.argv)>1 else 700000
count=int(sys.argv[2]) if len(sys.argv)>2 else 500
out=sys.argv[3] if len(sys.argv)>3 else 'Tests/CassowaryTests/Fixtures/kiwi_family_cases.json'
cases=[]; tried=0; seed=seed0
while len(cases)<count:
    rng=random.Random(seed); names,steps=gen(rng); seed+=1; tried+=1
    base=run(names,steps)
    if base is None: continue
    if not all(same(base, run(names, shuffled(steps, random.Random(seed*7+k)))) for k in range(8)): continue
    it=iter(base); final=[]
    for st in steps:
        if 'expect' in st: final.append({'expect':next(it)})
        else:
            final.append(st)
            if 'addFails' in st: next(it)
    cases.append({'name':'gen_%d'%(seed-1),'variables':names,'steps':final})
print('kept',len(cases),'of',tried,file=sys.stderr)
json.dump({'cases':cases},open(out,'w'),separators=(',',':'))
